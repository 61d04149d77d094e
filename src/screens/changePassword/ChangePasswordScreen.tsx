import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { asksOldPassword, type ChangePasswordField } from '../../../machines/changePassword.machine';
import { useMemberSession } from '../../app/routeSession';
import { useFailureMessage } from '../../i18n/failureMessage';
import { useFieldErrorText } from '../../i18n/fieldMessage';
import { SubmitButton } from '../../ui/form/SubmitButton';
import { useNavigateWhenDone } from '../../ui/useNavigateWhenDone';
import { PasswordField } from '../../ui/PasswordField';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { TextField } from '../../ui/TextField';
import { useFocusRequests } from '../../ui/useFocusRequests';
import { SamePasswordDialog } from './SamePasswordDialog';
import { useChangePasswordActor } from './useChangePasswordActor';

/**
 * Change password (accounts §2): the username read-only, the old password only when none is held
 * for the session, the new password and its confirmation. A saved change goes to /m/home.
 */
export function ChangePasswordScreen() {
  const { t } = useLingui();
  const { userName } = useMemberSession();
  const actor = useChangePasswordActor(userName);
  const values = useSelector(actor, (s) => s.context.values);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const failure = useSelector(actor, (s) => s.context.failure);
  const failureField = useSelector(actor, (s) => s.context.failureField);
  const asksOld = useSelector(actor, (s) => asksOldPassword(s.context));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const samePassword = useSelector(actor, (s) => s.hasTag('samePassword'));
  const failureMessage = useFailureMessage();
  const formRef = useFocusRequests(actor);

  useNavigateWhenDone(actor, () => '/m/home');

  const errorOf = useFieldErrorText(fieldErrors, { failure, failureField });
  const change = (field: ChangePasswordField) => (value: string) => actor.send({ type: 'field.change', field, value });

  return (
    <>
      <main className="page">
        <form
          ref={formRef}
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'user.submit' });
          }}
        >
          <TextField label={t`Username`} name="username" autoComplete="username" readOnly value={userName} onChange={() => {}} />
          {asksOld && (
            <PasswordField
              label={t`Old password`}
              name="oldPassword"
              autoComplete="current-password"
              required
              value={values.oldPassword}
              error={errorOf('oldPassword')}
              onChange={change('oldPassword')}
            />
          )}
          <NewPasswordFields
            password={values.newPassword}
            confirmation={values.confirmNewPassword}
            passwordError={errorOf('newPassword')}
            confirmationError={errorOf('confirmNewPassword')}
            onPasswordChange={change('newPassword')}
            onConfirmationChange={change('confirmNewPassword')}
            confirmationName="confirmNewPassword"
          />
          {failure !== null && failureField === null && (
            <p className="form__failure" role="alert">
              {failureMessage(failure)}
            </p>
          )}
          <SubmitButton busy={busy}>
            <Trans>Confirm</Trans>
          </SubmitButton>
        </form>
      </main>
      {samePassword && <SamePasswordDialog onClose={() => actor.send({ type: 'user.dismiss' })} />}
    </>
  );
}
