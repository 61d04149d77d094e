import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { limits } from '../../../contract';
import type { FieldErrors } from '../../../machines/support/form';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { checkDownline, downlineFieldOrder, emptyDownline, withDownlineChange, type DownlineTextField, type DownlineValues } from './downlineForm';
import { useDownlineMessages } from './downlineMessages';
import { DownlineOpened } from './DownlineOpened';
import { useOpenDownline } from './useOpenDownline';
import './openDownline.css';

function isFormField(name: string | null | undefined): name is DownlineTextField {
  return downlineFieldOrder.some((field) => field === name);
}

/**
 * Open a downline account (accounts §2 /m/agentRegister): an agent opens a player or agent account
 * under them, with the registration rules for the account and its password. Nothing typed is lost
 * when the platform refuses; success names the new account.
 */
export function OpenDownlineScreen() {
  const { t } = useLingui();
  const messages = useDownlineMessages();
  const { open, opened, failure, busy, reset } = useOpenDownline();
  const [values, setValues] = useState<DownlineValues>(emptyDownline);
  const [errors, setErrors] = useState<FieldErrors<DownlineTextField>>({});
  const form = useRef<HTMLFormElement>(null);
  const focusField = (field: string) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  const failureField = failure !== null && isFormField(failure.field) ? failure.field : null;
  // A refusal about one field puts the cursor there, as a refused submit does.
  useEffect(() => {
    if (failureField !== null) focusField(failureField);
  }, [failureField, failure]);

  if (opened !== null) {
    return (
      <main className="page">
        <DownlineOpened
          opened={opened}
          onAnother={() => {
            setValues(emptyDownline);
            setErrors({});
            reset();
          }}
        />
      </main>
    );
  }

  const change = (field: DownlineTextField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors(withDownlineChange(errors, next, field));
    if (field === failureField) reset();
  };
  const errorOf = (field: DownlineTextField): string | undefined => {
    const key = errors[field];
    if (key !== undefined) return messages.field(key);
    return failure !== null && failureField === field ? messages.failure(failure) : undefined;
  };
  const submit = () => {
    if (busy) return;
    const checked = checkDownline(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusField(checked.focus);
      return;
    }
    setErrors({});
    open(checked.request);
  };

  return (
    <main className="page">
      <form
        ref={form}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="muted opendownline__intro">
          <Trans>The new account is opened under you and can log in at once with this password.</Trans>
        </p>
        <TextField
          label={t`Username`}
          name="username"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={limits.usernameMax}
          required
          value={values.username}
          error={errorOf('username')}
          onChange={change('username')}
        />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errorOf('password')}
          onChange={change('password')}
        />
        <PasswordField
          label={t`Confirm password`}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          error={errorOf('confirmPassword')}
          onChange={change('confirmPassword')}
        />
        <fieldset className="opendownline__types">
          <legend className="field__label">
            <Trans>Account type</Trans>
          </legend>
          <label className="opendownline__type">
            <input type="radio" name="type" value="0" checked={values.type === 0} onChange={() => setValues({ ...values, type: 0 })} />
            <Trans>Member</Trans>
          </label>
          <label className="opendownline__type">
            <input type="radio" name="type" value="1" checked={values.type === 1} onChange={() => setValues({ ...values, type: 1 })} />
            <Trans>Agent</Trans>
          </label>
        </fieldset>
        <TextField
          label={t`Rebate (%)`}
          name="rebatePercent"
          inputMode="decimal"
          autoComplete="off"
          maxLength={6}
          required
          value={values.rebatePercent}
          error={errorOf('rebatePercent')}
          onChange={change('rebatePercent')}
        />
        {failure !== null && failureField === null && (
          <p className="form__failure" role="alert">
            {messages.failure(failure)}
          </p>
        )}
        <button type="submit" className="button button--primary button--block" aria-disabled={busy} aria-busy={busy}>
          {busy ? <Trans>Opening the account…</Trans> : <Trans>Open the account</Trans>}
        </button>
      </form>
    </main>
  );
}
