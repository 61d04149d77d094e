import { useSelector } from '@xstate/react';
import { useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { loginMachine } from '../../../machines/login.machine';
import type { SocialProvider } from '../../../contract';

/**
 * Facebook and Google sign-in (accounts §2): only the providers the login machine was started with,
 * which are those whose flag is on while the verification service is initialised.
 */
export function SocialButtons({ actor }: { actor: ActorRefFrom<typeof loginMachine> }) {
  const { t } = useLingui();
  const providers = useSelector(actor, (s) => s.context.socialProviders);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  if (providers.length === 0) return null;
  const label: Record<SocialProvider, string> = {
    facebook: t`Continue with Facebook`,
    google: t`Continue with Google`,
  };
  return (
    <section className="social-login" aria-label={t`Other ways to log in`}>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className={`button button--block social-login__${provider}`}
          disabled={busy}
          onClick={() => actor.send({ type: 'user.socialLogin', provider })}
        >
          {label[provider]}
        </button>
      ))}
    </section>
  );
}
