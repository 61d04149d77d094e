import { useLingui } from '@lingui/react/macro';
import { PasswordField } from './PasswordField';

type Props = {
  password: string;
  confirmation: string;
  passwordError: string | undefined;
  confirmationError: string | undefined;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  /** The confirmation field's form name, as the flow's contract calls it. */
  confirmationName: 'confirmPassword' | 'confirmNewPassword';
};

/** A new password and its confirmation (change password, both recovery modes), marked for password managers. */
export function NewPasswordFields(props: Props) {
  const { t } = useLingui();
  return (
    <>
      <PasswordField
        label={t`New password`}
        name="newPassword"
        autoComplete="new-password"
        required
        value={props.password}
        error={props.passwordError}
        onChange={props.onPasswordChange}
      />
      <PasswordField
        label={t`Confirm new password`}
        name={props.confirmationName}
        autoComplete="new-password"
        required
        value={props.confirmation}
        error={props.confirmationError}
        onChange={props.onConfirmationChange}
      />
    </>
  );
}
