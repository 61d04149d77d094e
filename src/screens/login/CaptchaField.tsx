import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { loginMachine } from '../../../machines/login.machine';
import { TextField } from '../../ui/TextField';

type Props = { actor: ActorRefFrom<typeof loginMachine>; error: string | undefined; onChange: (value: string) => void };

/** Hidden until the platform demands it; tapping the image fetches a fresh one. */
export function CaptchaField({ actor, error, onChange }: Props) {
  const { t } = useLingui();
  const shown = useSelector(actor, (s) => s.hasTag('captchaShown') || s.hasTag('captchaLoading'));
  const unavailable = useSelector(actor, (s) => s.hasTag('captchaUnavailable'));
  const loading = useSelector(actor, (s) => s.hasTag('captchaLoading'));
  const image = useSelector(actor, (s) => s.context.captcha?.image ?? null);
  const value = useSelector(actor, (s) => s.context.values.captcha);
  if (!shown) return null;
  return (
    <div className="captcha">
      <TextField
        label={t`Captcha`}
        name="captcha"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={value}
        error={error}
        onChange={onChange}
      />
      <button
        type="button"
        className="captcha__image"
        aria-label={t`Refresh captcha`}
        aria-busy={loading}
        onClick={() => actor.send({ type: 'user.refreshCaptcha' })}
      >
        {image && !unavailable ? (
          <img src={image} alt={t`Captcha image`} width={120} height={44} />
        ) : (
          <span className="muted">{unavailable ? <Trans>Loading failed, click to retry</Trans> : <Trans>Loading</Trans>}</span>
        )}
      </button>
    </div>
  );
}
