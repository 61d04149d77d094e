import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '../../platform/useHydrated';
import './dialog.css';

export type DialogProps = {
  /** 'alertdialog' for a question the user must answer (confirm), 'dialog' otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** The visible heading; it names the dialog. */
  title: string;
  /** Optional text under the heading; it describes the dialog. */
  description?: ReactNode;
  /** Escape, or a tap on the backdrop. */
  onCancel: () => void;
  /** Focused when the dialog opens; the first focusable control otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The actions (buttons, links), side by side; `stacked` puts them one under the other. */
  children: ReactNode;
  actionsLayout?: 'row' | 'stacked';
  /** Extra classes on the backdrop, for a dialog with a look or an exit animation of its own. */
  className?: string;
};

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * A modal dialog: rendered into <body>, aria-modal, named by its title and described by its
 * text; everything else in the page is made inert while it is open (live regions marked
 * `data-live-region` excepted, so toasts still show and are announced); Tab cycles inside it;
 * Escape cancels; on close, focus returns to what had it before.
 */
export function Dialog({
  role = 'dialog',
  title,
  description,
  onCancel,
  initialFocus,
  children,
  actionsLayout = 'row',
  className,
}: DialogProps) {
  const hydrated = useHydrated();
  const titleId = useId();
  const descriptionId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCancelRef = useRef(onCancel);
  useLayoutEffect(() => {
    onCancelRef.current = onCancel;
  });

  // Before the first paint: a dialog that shows has the focus, so an Escape or a Tab pressed the
  // moment it appears is its own (an effect after paint left the focus on the page for a frame,
  // and an Escape in that frame was lost).
  useLayoutEffect(() => {
    const backdrop = backdropRef.current;
    const panel = panelRef.current;
    if (backdrop === null || panel === null) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const madeInert: Element[] = [];
    for (const element of Array.from(document.body.children)) {
      if (element === backdrop || element.hasAttribute('inert') || element.hasAttribute('data-live-region')) continue;
      element.setAttribute('inert', '');
      madeInert.push(element);
    }
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const first = initialFocus?.current ?? panel.querySelector<HTMLElement>(focusableSelector) ?? panel;
    first.focus();

    // Focus that lands outside (a screen reader's cursor, a script) is brought back in.
    const keepFocusInside = (event: FocusEvent) => {
      if (event.target instanceof Node && !backdrop.contains(event.target)) {
        (panel.querySelector<HTMLElement>(focusableSelector) ?? panel).focus();
      }
    };
    document.addEventListener('focusin', keepFocusInside);

    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      for (const element of madeInert) element.removeAttribute('inert');
      document.body.style.overflow = previousOverflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // Once per opening: the dialog is mounted to open and unmounted to close.
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onCancelRef.current();
      return;
    }
    if (event.key !== 'Tab' || panelRef.current === null) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(focusableSelector));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (first === undefined || last === undefined) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panelRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panelRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  // A dialog is the browser's: none is in the server's markup.
  if (!hydrated) return null;
  return createPortal(
    <div
      ref={backdropRef}
      className={className === undefined ? 'dialog-backdrop' : `dialog-backdrop ${className}`}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) onCancelRef.current();
      }}
    >
      <div
        ref={panelRef}
        className="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description === undefined ? undefined : descriptionId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {description !== undefined && (
          <div id={descriptionId} className="dialog__description">
            {description}
          </div>
        )}
        <div className={`dialog__actions dialog__actions--${actionsLayout}`}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
