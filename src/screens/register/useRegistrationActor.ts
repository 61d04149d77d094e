import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { registrationMachine, type RegistrationSubmission } from '../../../machines/registration.machine';
import { toFailure, type Failure } from '../../../machines/support/failure';
import { errorCodes, smsModuleIds } from '../../api/contract';
import { checkAffiliateCode, register } from '../../api/endpoints/accounts';
import { fetchCaptcha, sessionFromLogin } from '../../api/endpoints/session';
import { sendSmsCode } from '../../api/endpoints/sms';
import { countriesQuery, registerSettingsQuery } from '../../api/queries';
import { authActor } from '../../app/appActor';
import { useStartupInfo } from '../../app/hooks';
import { registerMethod } from '../../platform/device';
import { holdPassword } from '../../platform/heldPassword';
import { showToast } from '../../ui/toast/toast';
import { smsCountdownLogic } from '../../ui/sms/smsCountdownLogic';
import { verificationServiceLoader } from '../../platform/verification/loadVerificationService';
import type { RegisterLinkCodes } from './registerSearch';

/** A code typed without asking the service for one: there is nothing to check it against. */
const codeNotRequested: Failure = {
  code: errorCodes.verificationInvalid,
  message: 'Get a code first',
  captchaRequired: false,
  field: 'verificationCode',
};

/** The service's verdict on the code belongs on the SMS code field. */
function onCodeField(error: unknown): Failure {
  return { ...toFailure(error), field: 'verificationCode' };
}

/** The registration machine for this screen's lifetime, with the real platform calls. */
export function useRegistrationActor(codes: RegisterLinkCodes) {
  const { publicKey, verificationService } = useStartupInfo();
  const loadService = verificationServiceLoader(verificationService);
  const phoneViaService = loadService !== null && verificationService?.phoneVerification === true;
  const phoneService = async () => {
    if (loadService === null) throw new Error('no verification service is initialised');
    return loadService();
  };
  /**
   * Phone-service mode (accounts §4): the service checks the SMS code first; only a verified number
   * goes to the platform, vouched for by the service's id token instead of the code.
   */
  const verifiedByService = async (input: RegistrationSubmission): Promise<{ channel: 'sms'; idToken: string }> => {
    if (input.smsReceipt === null) throw codeNotRequested;
    try {
      return { channel: 'sms', idToken: await (await phoneService()).verifyPhoneCode(input.smsReceipt, input.fields.verificationCode ?? '') };
    } catch (error) {
      throw onCodeField(error);
    }
  };
  const queryClient = useQueryClient();
  const { domain } = codes;
  return useActorRef(
    registrationMachine.provide({
      actors: {
        loadSetup: fromPromise(async () => {
          const [settings, countries] = await Promise.all([
            queryClient.fetchQuery(registerSettingsQuery()),
            // Without the list the picker offers no code; the form still works for everything else.
            queryClient.fetchQuery(countriesQuery()).catch(() => []),
          ]);
          return { settings, defaultDialingCode: countries[0]?.dialingCode ?? '' };
        }),
        loadCaptcha: fromPromise(() => fetchCaptcha()),
        checkAffiliate: fromPromise(async ({ input }) => (await checkAffiliateCode(input.code, domain)).success),
        register: fromPromise(async ({ input }) => {
          const { verificationCode, ...fields } = input.fields;
          const proof = phoneViaService && input.method === 'mobile' ? await verifiedByService(input) : { verificationCode };
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
        smsCountdown: smsCountdownLogic(async (target) => {
          if (phoneViaService) {
            // The service route counts down its own 60 s (accounts §4): no expiredMinutes.
            return { expiredMinutes: null, receipt: await (await phoneService()).sendPhoneCode(target) };
          }
          const sent = await sendSmsCode({ ...target, moduleId: smsModuleIds.register });
          return { expiredMinutes: sent.expiredMinutes, receipt: null };
        }),
      },
      actions: {
        establishSession: (_, { session, password }) => {
          holdPassword(session.userName, password);
          authActor.send({ type: 'session.established', session });
        },
        announceInvalidAffiliate: () => showToast({ message: t`Invalid invitation code`, kind: 'error' }),
      },
    }),
    { input: { affiliateCode: codes.affiliateCode, recommenderId: codes.recommenderId } },
  );
}
