import { t } from '@lingui/core/macro';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise, sendTo } from 'xstate';
import { captchaMachine } from '../../../machines/captcha.machine';
import { registrationMachine, type RegistrationSetup } from '../../../machines/registration.machine';
import { smsModuleIds } from '../../../contract';
import { checkAffiliateCode, register } from '../../api/endpoints/accounts';
import { sessionFromLogin } from '../../../contract';
import { fetchCaptcha } from '../../api/endpoints/session';
import { countriesQuery, registerSettingsQuery } from '../../api/accountQueries';
import { useAuthActor, useStartupInfo, useToasts } from '../../app/hooks';
import { registerMethod } from '../../platform/device';
import { holdPassword } from '../../platform/heldPassword';
import { smsCountdownLogic } from '../../ui/sms/smsCountdownLogic';
import { phoneVerification } from '../../platform/verification/phoneVerification';
import type { RegisterLinkCodes } from './registerSearch';

/**
 * The setup the route's loader left in the cache, or null: without the dialing codes the picker
 * offers no code, as when their load fails.
 */
function cachedSetup(queryClient: QueryClient): RegistrationSetup | null {
  const settings = queryClient.getQueryData(registerSettingsQuery().queryKey);
  if (settings === undefined) return null;
  const countries = queryClient.getQueryData(countriesQuery().queryKey) ?? [];
  return { settings, defaultDialingCode: countries[0]?.dialingCode ?? '' };
}

/** The registration machine for this screen's lifetime, with the real platform calls. */
export function useRegistrationActor(codes: RegisterLinkCodes) {
  const { publicKey, verificationService } = useStartupInfo();
  const auth = useAuthActor();
  const toasts = useToasts();
  const phone = phoneVerification(verificationService);
  const queryClient = useQueryClient();
  const { domain } = codes;
  const [machine] = useState(() =>
    registrationMachine.provide({
      actors: {
        loadSetup: fromPromise(async () => {
          // No silent retries: a failure is the machine's visible retry.
          const [settings, countries] = await Promise.all([
            queryClient.fetchQuery({ ...registerSettingsQuery(), retry: false }),
            // Without the list the picker offers no code; the form still works for everything else.
            queryClient.fetchQuery({ ...countriesQuery(), retry: false }).catch(() => []),
          ]);
          return { settings, defaultDialingCode: countries[0]?.dialingCode ?? '' };
        }),
        checkAffiliate: fromPromise(async ({ input }) => (await checkAffiliateCode(input.code, domain)).success),
        register: fromPromise(async ({ input }) => {
          const { verificationCode, ...fields } = input.fields;
          // Phone-service mode (accounts §4): the service checks the code first and vouches for the number.
          const proof =
            phone.viaService && input.method === 'mobile'
              ? await phone.serviceProof(input.smsReceipt, verificationCode ?? '')
              : { verificationCode };
          const response = await register(publicKey, input.method, {
            ...fields,
            ...proof,
            ...(input.captchaKey === null ? {} : { captchaKey: input.captchaKey }),
            type: 0,
            registerUrl: window.location.hostname,
            domain,
            registerMethod: registerMethod(),
          });
          return sessionFromLogin(response);
        }),
        smsCountdown: smsCountdownLogic((target) => phone.sendCode(target, smsModuleIds.register), toasts),
        captcha: captchaMachine.provide({ actors: { loadCaptcha: fromPromise(() => fetchCaptcha()) } }),
      },
      actions: {
        establishSession: sendTo(auth, (_, { session }) => ({ type: 'session.established', session })),
        holdPassword: (_, { userName, password }) => holdPassword(userName, password),
        announceInvalidAffiliate: () => toasts.showToast({ message: t`Invalid invitation code`, kind: 'error' }),
      },
    }),
  );
  // Read once: the machine takes its input when it is created.
  const [setup] = useState(() => cachedSetup(queryClient));
  return useActorRef(machine, { input: { affiliateCode: codes.affiliateCode, recommenderId: codes.recommenderId, setup } });
}
