import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../ui/dialog/ConfirmDialog';

/** "Are you sure you want to sign out?" (accounts §4, shell-and-content §2). */
export default function SignOutDialog({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      title={t`Are you sure you want to sign out?`}
      confirmLabel={t`Confirm`}
      cancelLabel={t`Cancel`}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
