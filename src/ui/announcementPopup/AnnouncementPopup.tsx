import { useEffect, useRef, type AnimationEvent } from 'react';
import { useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnnouncementPopupActorRef } from '../../app/actorRefs';
import { prefersReducedMotion } from '../../platform/pageActivity';
import { Dialog } from '../dialog/Dialog';
import { OperatorHtml } from '../html/OperatorHtml';
import { PromotionLabel } from './PromotionLabel';
import './announcementPopup.css';

/** The closing animation's name in announcementPopup.css. */
const closingAnimation = 'announcement-popup-out';

/**
 * One pop-up announcement at a time in a modal dialog: its title, its sanitised content (links go
 * through the popup: an outside link opens beside the app, an in-app one closes the popup first),
 * previous / next with the position, the promotion button when there is one, and close, which
 * animates out (at once under reduced motion).
 */
export default function AnnouncementPopup({ popup }: { popup: AnnouncementPopupActorRef }) {
  const { t } = useLingui();
  const closeRef = useRef<HTMLButtonElement>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const entry = useSelector(popup, ({ context }) => context.entries[context.index]);
  const position = useSelector(popup, ({ context }) => context.index + 1);
  const count = useSelector(popup, ({ context }) => context.entries.length);
  const hasPrevious = useSelector(popup, (snapshot) => snapshot.hasTag('hasPrevious'));
  const hasNext = useSelector(popup, (snapshot) => snapshot.hasTag('hasNext'));
  const canPromote = useSelector(popup, (snapshot) => snapshot.hasTag('canPromote'));
  const closing = useSelector(popup, (snapshot) => snapshot.hasTag('closing'));

  // Paging to the first or the last entry disables the button just used: focus moves to the other.
  useEffect(() => {
    const lost = (button: HTMLButtonElement | null) => button !== null && button.disabled && document.activeElement === button;
    if (lost(nextRef.current)) previousRef.current?.focus();
    if (lost(previousRef.current)) nextRef.current?.focus();
  }, [hasPrevious, hasNext]);

  if (entry === undefined) return null;

  const close = () => {
    popup.send({ type: 'user.close' });
    if (prefersReducedMotion()) popup.send({ type: 'view.closed' });
  };
  // The dialog is portalled into <body>; its events still bubble here through React.
  const onAnimationEnd = (event: AnimationEvent) => {
    if (event.animationName === closingAnimation) popup.send({ type: 'view.closed' });
  };

  return (
    <div className="announcement-popup-events" onAnimationEnd={onAnimationEnd}>
      <Dialog
        title={entry.title}
        description={
          <OperatorHtml
            key={entry.id}
            html={entry.content}
            className="announcement-popup__content"
            onFollowLink={(href) => popup.send({ type: 'user.followLink', href })}
          />
        }
        onCancel={close}
        initialFocus={closeRef}
        actionsLayout="stacked"
        className={closing ? 'announcement-popup announcement-popup--closing' : 'announcement-popup'}
      >
        {count > 1 && (
          <div className="announcement-popup__pager">
            <button
              ref={previousRef}
              type="button"
              className="button button--small"
              disabled={!hasPrevious}
              onClick={() => popup.send({ type: 'user.previous' })}
            >
              <Trans>Previous</Trans>
            </button>
            <span className="announcement-popup__position">
              <span aria-hidden="true">
                {position} / {count}
              </span>
              <span className="visually-hidden">{t`Announcement ${position} of ${count}`}</span>
            </span>
            <button
              ref={nextRef}
              type="button"
              className="button button--small"
              disabled={!hasNext}
              onClick={() => popup.send({ type: 'user.next' })}
            >
              <Trans>Next</Trans>
            </button>
          </div>
        )}
        {canPromote && entry.promotionType !== null && (
          <button type="button" className="button button--primary" onClick={() => popup.send({ type: 'user.openPromotion' })}>
            <PromotionLabel type={entry.promotionType} />
          </button>
        )}
        <button ref={closeRef} type="button" className="button dialog__button--quiet" onClick={close}>
          <Trans>Close</Trans>
        </button>
      </Dialog>
    </div>
  );
}
