import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { captchaMachine } from '../../../machines/captcha.machine';
import { CaptchaBox } from './CaptchaBox';

type Props = { captcha: ActorRefFrom<typeof captchaMachine>; required?: boolean; error: string | undefined };

/**
 * A form's captcha (its `captcha` child): hidden until the form requires one; tapping the image
 * fetches a fresh one and clears the answer.
 */
export function CaptchaField({ captcha, required = true, error }: Props) {
  const shown = useSelector(captcha, (s) => s.hasTag('captchaShown'));
  const unavailable = useSelector(captcha, (s) => s.hasTag('captchaUnavailable'));
  const loading = useSelector(captcha, (s) => s.hasTag('captchaLoading'));
  const image = useSelector(captcha, (s) => s.context.captcha?.image ?? null);
  const answer = useSelector(captcha, (s) => s.context.answer);
  if (!shown) return null;
  return (
    <CaptchaBox
      image={image}
      loading={loading}
      unavailable={unavailable}
      answer={answer}
      required={required}
      error={error}
      onAnswer={(value) => captcha.send({ type: 'user.typeAnswer', value })}
      onRefresh={() => captcha.send({ type: 'user.refreshCaptcha' })}
    />
  );
}
