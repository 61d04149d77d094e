import type { ReactNode } from 'react';

type Props = {
  /** The form's flow is working on this submit (its `busy` tag or the state of this action). */
  busy: boolean;
  /** What the button says while busy, when the flow shows no loading message of its own. */
  busyLabel?: ReactNode;
  /** Cannot be used now for another reason (the agreement is not ticked, another action runs). */
  disabled?: boolean;
  children: ReactNode;
};

/**
 * The one submit button of every form. While busy it turns a small spinner, says `aria-busy`,
 * keeps its place in the focus order (`aria-disabled`, not `disabled`: the cursor is not thrown
 * out of the form) and ignores taps, so a second tap sends nothing; the machine ignores a second
 * submit from the keyboard the same way.
 */
export function SubmitButton({ busy, busyLabel, disabled = false, children }: Props) {
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={disabled}
      aria-disabled={busy}
      aria-busy={busy}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy && <span className="button__spinner" aria-hidden="true" />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
}
