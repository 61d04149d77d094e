import { Trans, useLingui } from '@lingui/react/macro';
import { limits } from '../../../contract';
import { TextField } from '../TextField';

type Props = {
  image: string | null;
  loading: boolean;
  unavailable: boolean;
  answer: string;
  required: boolean;
  error: string | undefined;
  onAnswer: (value: string) => void;
  onRefresh: () => void;
};

/** The numeric captcha (accounts §2, §5: at most 6 digits) and its image; a tap on the image asks for a fresh one. */
export function CaptchaBox({ image, loading, unavailable, answer, required, error, onAnswer, onRefresh }: Props) {
  const { t } = useLingui();
  return (
    <div className="captcha">
      <TextField
        label={t`Captcha`}
        name="captcha"
        inputMode="numeric"
        autoComplete="off"
        maxLength={limits.captchaMax}
        required={required}
        value={answer}
        error={error}
        onChange={onAnswer}
      />
      {image && !unavailable && !loading ? (
        <button type="button" className="captcha__image" aria-label={t`Refresh captcha`} aria-busy={false} onClick={onRefresh}>
          <img src={image} alt={t`Captcha image`} width={120} height={44} />
        </button>
      ) : (
        // The words it shows are the start of its name (WCAG 2.5.3, label in name).
        <button type="button" className="captcha__image" aria-busy={loading} onClick={onRefresh}>
          <span className="muted">{unavailable ? <Trans>Loading failed, click to retry</Trans> : <Trans>Loading</Trans>}</span>{' '}
          <span className="visually-hidden">{t`Refresh captcha`}</span>
        </button>
      )}
    </div>
  );
}
