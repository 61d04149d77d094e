import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { captchaMachine } from '../../../machines/captcha.machine';
import { CaptchaBox } from '../../ui/captcha/CaptchaBox';

type Props = { captcha: ActorRefFrom<typeof captchaMachine>; error: string | undefined };

/** Hidden until the platform demands it; tapping the image fetches a fresh one and clears the answer. */
export function CaptchaField({ captcha, error }: Props) {
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
      required
      error={error}
      onAnswer={(value) => captcha.send({ type: 'user.typeAnswer', value })}
      onRefresh={() => captcha.send({ type: 'user.refreshCaptcha' })}
    />
  );
}
