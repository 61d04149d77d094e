import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import { limits } from '../../../contract';
import type { smsCountdownMachine } from '../../../machines/smsCountdown.machine';
import { TextField } from '../TextField';

type Props = {
  /** The form machine's smsCountdown child. */
  countdown: ActorRefFrom<typeof smsCountdownMachine>;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onRequestCode: () => void;
  required?: boolean;
  /** accounts §2 set password by phone: the code input stays closed until a send succeeds. */
  lockedUntilSent?: boolean;
};

/** The SMS code input with its get-code button, which counts down while a code is valid. */
export function SmsCodeField({ countdown, value, error, onChange, onRequestCode, required, lockedUntilSent }: Props) {
  const { t } = useLingui();
  const sending = useSelector(countdown, (s) => s.hasTag('sending'));
  const counting = useSelector(countdown, (s) => s.hasTag('countingDown'));
  const secondsLeft = useSelector(countdown, (s) => s.context.secondsLeft);
  const sentOnce = useSelector(countdown, (s) => s.context.sentOnce);
  const waiting = sending || counting;
  return (
    <div className="field-row">
      <TextField
        label={t`SMS code`}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={limits.smsCodeMax}
        required={required}
        disabled={lockedUntilSent === true && !sentOnce}
        value={value}
        error={error}
        onChange={onChange}
      />
      <button
        type="button"
        className="button button--secondary field-row__action"
        aria-disabled={waiting}
        onClick={() => {
          if (!waiting) onRequestCode();
        }}
      >
        {sending ? <Trans>Sending…</Trans> : counting ? <Trans>Resend in {secondsLeft} s</Trans> : <Trans>Get code</Trans>}
      </button>
    </div>
  );
}
