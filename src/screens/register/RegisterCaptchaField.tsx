import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { registrationMachine } from '../../../machines/registration.machine';
import { CaptchaBox } from '../../ui/captcha/CaptchaBox';

type Props = { actor: ActorRefFrom<typeof registrationMachine>; required: boolean; error: string | undefined };

/** The registration captcha, shown whenever the method takes one. */
export function RegisterCaptchaField({ actor, required, error }: Props) {
  const unavailable = useSelector(actor, (s) => s.hasTag('captchaUnavailable'));
  const loading = useSelector(actor, (s) => s.hasTag('captchaLoading'));
  const image = useSelector(actor, (s) => s.context.captcha?.image ?? null);
  const answer = useSelector(actor, (s) => s.context.values.captcha);
  return (
    <CaptchaBox
      image={image}
      loading={loading}
      unavailable={unavailable}
      answer={answer}
      required={required}
      error={error}
      onAnswer={(value) => actor.send({ type: 'field.change', field: 'captcha', value })}
      onRefresh={() => actor.send({ type: 'user.refreshCaptcha' })}
    />
  );
}
