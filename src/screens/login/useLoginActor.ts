import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { loginMachine } from '../../../machines/login.machine';
import { fetchCaptcha, login } from '../../api/endpoints/session';
import { authActor, languageActor } from '../../app/appActor';
import { useStartupInfo } from '../../app/hooks';
import { loginDevice } from '../../platform/device';

/** The login machine for this screen's lifetime, with the real platform calls. */
export function useLoginActor() {
  const { publicKey } = useStartupInfo();
  const actor = useActorRef(
    loginMachine.provide({
      actors: {
        login: fromPromise(async ({ input }) => {
          const response = await login(publicKey, {
            type: 'username',
            username: input.username,
            password: input.password,
            device: loginDevice(),
            ...(input.captchaKey === null ? {} : { captcha: input.captcha, captchaKey: input.captchaKey }),
          });
          return {
            token: response.token,
            merchantCode: response.merchantCode,
            userName: response.userName,
            type: response.customerType,
            firstTimeLogin: response.firstTimeLogin,
            trial: false,
          };
        }),
        loadCaptcha: fromPromise(() => fetchCaptcha()),
      },
      actions: {
        establishSession: (_, params) => authActor.send({ type: 'session.established', session: params.session }),
      },
    }),
  );
  // Re-validation 200 ms after a language change (accounts §1) is the login machine's business.
  useEffect(() => {
    const subscription = languageActor.on('language.changed', ({ code }) =>
      actor.send({ type: 'language.changed', code }),
    );
    return () => subscription.unsubscribe();
  }, [actor]);
  return actor;
}
