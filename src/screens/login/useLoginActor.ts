import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise, sendTo } from 'xstate';
import { captchaMachine } from '../../../machines/captcha.machine';
import { languageDebounceMachine } from '../../../machines/languageDebounce.machine';
import { freePlayRefused, loginMachine, signInCancelled, type LoginAttempt } from '../../../machines/login.machine';
import { smsModuleIds, type LoginRequest, type PublicJwk } from '../../../contract';
import { sessionFromFreeplay, sessionFromLogin } from '../../../contract';
import { fetchCaptcha, login, startFreeplay } from '../../api/endpoints/session';
import { useAuthActor, useStartupInfo, useToasts } from '../../app/hooks';
import { useLanguageChanges } from '../../app/languageChanges';
import { loginDevice } from '../../platform/device';
import { holdPassword } from '../../platform/heldPassword';
import { readRememberedLogin, rememberLogin } from '../../platform/rememberedLogin';
import { verificationServiceLoader } from '../../platform/verification/loadVerificationService';
import { phoneVerification } from '../../platform/verification/phoneVerification';
import { smsCountdownLogic } from '../../ui/sms/smsCountdownLogic';
import { loginOffers } from './loginOffers';

/**
 * The platform request for an attempt. In the phone-service mode the service checks the SMS code
 * first and vouches for the number with an id token (accounts §3: the service login variant).
 */
async function loginRequest(attempt: LoginAttempt, phone: ReturnType<typeof phoneVerification>): Promise<LoginRequest> {
  const device = loginDevice();
  if (attempt.method === 'sms') {
    const { mobileNum, countryDialingCode, verificationCode, receipt } = attempt;
    if (!phone.viaService) return { type: 'sms', mobileNum, countryDialingCode, verificationCode, device };
    const proof = await phone.serviceProof(receipt, verificationCode);
    return { type: 'service', ...proof, mobileNum, countryDialingCode, device };
  }
  const { username, password, captcha, captchaKey } = attempt;
  return { type: 'username', username, password, device, ...(captchaKey === null ? {} : { captcha, captchaKey }) };
}

async function loginWith(publicKey: PublicJwk, request: LoginRequest) {
  return sessionFromLogin(await login(publicKey, request));
}

/** The login machine for this screen's lifetime, with the real platform calls. */
export function useLoginActor() {
  const { publicKey, whitelabel, verificationService } = useStartupInfo();
  const auth = useAuthActor();
  const toasts = useToasts();
  const languageChanges = useLanguageChanges();
  const loadService = verificationServiceLoader(verificationService);
  const phone = phoneVerification(verificationService);
  const [machine] = useState(() =>
    loginMachine.provide({
      actors: {
        loadRemembered: fromPromise(() => readRememberedLogin()),
        login: fromPromise(async ({ input }) => loginWith(publicKey, await loginRequest(input, phone))),
        freePlay: fromPromise(async () => {
          const response = await startFreeplay();
          if (response.trial === 0) throw freePlayRefused;
          return sessionFromFreeplay(response);
        }),
        socialLogin: fromPromise(async ({ input }) => {
          if (loadService === null) throw signInCancelled;
          const idToken = await (await loadService()).signIn(input.provider);
          if (idToken === null) throw signInCancelled;
          return loginWith(publicKey, { type: 'social', provider: input.provider, idToken, device: loginDevice() });
        }),
        captcha: captchaMachine.provide({ actors: { loadCaptcha: fromPromise(() => fetchCaptcha()) } }),
        smsCountdown: smsCountdownLogic((target) => phone.sendCode(target, smsModuleIds.login), toasts),
        // Re-validation 200 ms after a language change (accounts §1).
        languageDebounce: languageDebounceMachine.provide({ actors: { languageChanges } }),
      },
      actions: {
        establishSession: sendTo(auth, (_, { session }) => ({ type: 'session.established', session })),
        rememberCredentials: (_, params) => {
          void (params.method === 'username'
            ? rememberLogin('username', params.credentials)
            : rememberLogin('sms', params.credentials));
        },
        holdPassword: (_, { userName, password }) => {
          if (password !== '') holdPassword(userName, password);
        },
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: loginOffers({ whitelabel, verificationService }),
  });
  return actor;
}
