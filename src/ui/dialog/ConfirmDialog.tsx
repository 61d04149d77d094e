import { useRef } from 'react';
import { Dialog } from './Dialog';

export type ConfirmDialogProps = {
  /** The question, e.g. 'Are you sure you want to sign out?'; it names the dialog. */
  title: string;
  description?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * An alertdialog with Confirm and Cancel. Cancel has the focus at first (the choice that changes
 * nothing); Escape and a tap outside also cancel.
 */
export function ConfirmDialog({ title, description, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog role="alertdialog" title={title} description={description} onCancel={onCancel} initialFocus={cancelRef}>
      <button ref={cancelRef} type="button" className="button dialog__button" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type="button" className="button button--primary dialog__button" onClick={onConfirm}>
        {confirmLabel}
      </button>
    </Dialog>
  );
}
