import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { limits } from '../../contract';
import { TextField } from './TextField';

type Props = {
  label: string;
  name: string;
  /** `current-password` where a password is typed to prove it, `new-password` where one is chosen. */
  autoComplete: 'current-password' | 'new-password';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  required?: boolean;
};

/** A password input with its show/hide toggle (accounts §2). Paste is allowed, nothing is trimmed. */
export function PasswordField({ label, name, autoComplete, value, error, onChange, required }: Props) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <div className="field-row">
      <TextField
        label={label}
        name={name}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="off"
        spellCheck={false}
        maxLength={limits.passwordMax}
        required={required}
        value={value}
        error={error}
        onChange={onChange}
      />
      <button
        type="button"
        className="button field-row__action password-field__toggle"
        aria-pressed={shown}
        aria-label={shown ? t`Hide ${label}` : t`Show ${label}`}
        onClick={() => setShown((current) => !current)}
      >
        {shown ? t`Hide` : t`Show`}
      </button>
    </div>
  );
}
