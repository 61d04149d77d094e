import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { limits } from '../../../contract';
import type { DownlineTextField } from '../../../machines/support/downlineForm';
import { useFailureMessage } from '../../i18n/failureMessage';
import { useFieldErrorText } from '../../i18n/fieldMessage';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { useFocusRequests } from '../../ui/useFocusRequests';
import { DownlineOpened } from './DownlineOpened';
import { useOpenDownlineActor } from './useOpenDownlineActor';
import './openDownline.css';

/**
 * Open a downline account (accounts §2 /m/agentRegister): an agent opens a player or agent account
 * under them, with the registration rules for the account and its password. Nothing typed is lost
 * when the platform refuses; success names the new account.
 */
export function OpenDownlineScreen() {
  const { t } = useLingui();
  const actor = useOpenDownlineActor();
  const values = useSelector(actor, (s) => s.context.values);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const failure = useSelector(actor, (s) => s.context.failure);
  const failureField = useSelector(actor, (s) => s.context.failureField);
  const opened = useSelector(actor, (s) => (s.hasTag('opened') ? s.context.opened : null));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failureMessage = useFailureMessage();
  const errorOf = useFieldErrorText(fieldErrors, { failure, failureField });
  const form = useFocusRequests(actor);

  if (opened !== null) {
    return (
      <main className="page">
        <DownlineOpened opened={opened} onAnother={() => actor.send({ type: 'user.openAnother' })} />
      </main>
    );
  }

  const change = (field: DownlineTextField) => (value: string) => actor.send({ type: 'field.change', field, value });

  return (
    <main className="page">
      <form
        ref={form}
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'user.submit' });
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
            <input type="radio" name="type" value="0" checked={values.type === 0} onChange={() => actor.send({ type: 'field.chooseType', accountType: 0 })} />
            <Trans>Member</Trans>
          </label>
          <label className="opendownline__type">
            <input type="radio" name="type" value="1" checked={values.type === 1} onChange={() => actor.send({ type: 'field.chooseType', accountType: 1 })} />
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
            {failureMessage(failure)}
          </p>
        )}
        <SubmitButton busy={busy} busyLabel={<Trans>Opening the account…</Trans>}>
          <Trans>Open the account</Trans>
        </SubmitButton>
      </form>
    </main>
  );
}
