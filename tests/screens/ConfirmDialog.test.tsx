import { useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '../../src/ui/dialog/ConfirmDialog';

function Harness({ onConfirm = () => {}, onCancel = () => {} }: { onConfirm?: () => void; onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Sign out
        </button>
        <a href="#elsewhere">Elsewhere</a>
      </main>
      {open && (
        <ConfirmDialog
          title="Are you sure you want to sign out?"
          confirmLabel="Confirm"
          cancelLabel="Cancel"
          onConfirm={() => {
            onConfirm();
            setOpen(false);
          }}
          onCancel={() => {
            onCancel();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const trigger = screen.getByRole('button', { name: 'Sign out' });
  await user.click(trigger);
  return { user, trigger, dialog: screen.getByRole('alertdialog', { name: 'Are you sure you want to sign out?' }) };
}

describe('ConfirmDialog', () => {
  it('is a modal alertdialog named by its question', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-labelledby')).toBe(screen.getByRole('heading', { name: 'Are you sure you want to sign out?' }).id);
  });

  it('puts the focus on Cancel, the choice that changes nothing', async () => {
    await openDialog();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('has the focus from its first paint, so a key pressed as it appears is its own', () => {
    // A layout effect after the dialog's runs before the browser paints: what it sees is what
    // the first painted frame has.
    let focusedAtFirstPaint: string | null = null;
    function FirstPaint() {
      useLayoutEffect(() => {
        focusedAtFirstPaint = document.activeElement?.textContent ?? null;
      }, []);
      return null;
    }
    render(
      <>
        <ConfirmDialog title="Sign out?" confirmLabel="Confirm" cancelLabel="Cancel" onConfirm={() => {}} onCancel={() => {}} />
        <FirstPaint />
      </>,
    );
    expect(focusedAtFirstPaint).toBe('Cancel');
  });

  it('makes the rest of the page inert while open and restores it after', async () => {
    const { user, trigger } = await openDialog();
    expect(trigger.closest('[inert]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(trigger.closest('[inert]')).toBeNull();
  });

  it('keeps Tab inside the dialog, both ways', async () => {
    const { user } = await openDialog();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('Escape cancels and gives the focus back to the button that opened it', async () => {
    const onCancel = vi.fn();
    const { user, trigger } = await openDialog({ onCancel });
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('Confirm confirms', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { user, trigger } = await openDialog({ onConfirm, onCancel });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(trigger);
  });

  it('a tap on the backdrop cancels; a tap inside does not', async () => {
    const onCancel = vi.fn();
    const { user, dialog } = await openDialog({ onCancel });
    await user.click(dialog);
    expect(onCancel).not.toHaveBeenCalled();
    const backdrop = dialog.parentElement;
    if (backdrop === null) throw new Error('no backdrop');
    await user.click(backdrop);
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
