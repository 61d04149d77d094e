import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ActorRefFrom } from 'xstate';
import type { EmailRecoveryField, forgotPasswordEmailMachine } from '../../../machines/forgotPasswordEmail.machine';
import { limits } from '../../../contract';
import { useFailureMessage } from '../../i18n/failureMessage';
import { useFieldErrorText } from '../../i18n/fieldMessage';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { TextField } from '../../ui/TextField';
import { useFocusRequests } from '../../ui/useFocusRequests';

type Props = { flow: ActorRefFrom<typeof forgotPasswordEmailMachine> };

/** Forgot password by e-mail: the request, then the e-mailed code with the new password. */
export function EmailRecoveryForm({ flow }: Props) {
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const values = useSelector(flow, (s) => s.context.values);
  const fieldErrors = useSelector(flow, (s) => s.context.fieldErrors);
  const failure = useSelector(flow, (s) => s.context.failure);
  const busy = useSelector(flow, (s) => s.hasTag('busy'));
  const codeStep = useSelector(flow, (s) => s.hasTag('codeStep'));
  const form = useFocusRequests(flow);
  const account = values.username.trim();

  const error = useFieldErrorText(fieldErrors);
  const change = (field: EmailRecoveryField) => (value: string) => flow.send({ type: 'field.change', field, value });

  return (
    <form
      ref={form}
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        flow.send({ type: 'user.submit' });
      }}
    >
      {codeStep ? (
        <>
          <p className="muted">
            <Trans>
              If the username and e-mail match an account, we have sent a 6-digit code to that e-mail. Enter the
              code and choose a new password for {account}.
            </Trans>
          </p>
          <TextField
            label={t`E-mailed code`}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={limits.smsCodeMax}
            required
            value={values.code}
            error={error('code')}
            onChange={change('code')}
          />
          <NewPasswordFields
            password={values.newPassword}
            confirmation={values.confirmPassword}
            passwordError={error('newPassword')}
            confirmationError={error('confirmPassword')}
            onPasswordChange={change('newPassword')}
            onConfirmationChange={change('confirmPassword')}
            confirmationName="confirmPassword"
          />
        </>
      ) : (
        <>
          <p className="muted">
            <Trans>Enter your username and the e-mail on your account; we will e-mail you a code.</Trans>
          </p>
          <TextField
            label={t`Username`}
            name="username"
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={limits.usernameMax}
            required
            value={values.username}
            error={error('username')}
            onChange={change('username')}
          />
          <TextField
            label={t`E-mail`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={limits.emailMax}
            required
            value={values.email}
            error={error('email')}
            onChange={change('email')}
          />
        </>
      )}
      {failure && (
        <p className="form__failure" role="alert">
          {failureMessage(failure)}
        </p>
      )}
      <SubmitButton busy={busy}>{codeStep ? <Trans>Reset password</Trans> : <Trans>Retrieve password</Trans>}</SubmitButton>
      {codeStep && (
        <button
          type="button"
          className="button button--block"
          disabled={busy}
          onClick={() => flow.send({ type: 'user.requestNewCode' })}
        >
          <Trans>Send a new code</Trans>
        </button>
      )}
    </form>
  );
}
