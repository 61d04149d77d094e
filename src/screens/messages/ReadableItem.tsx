import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { OperatorHtml } from '../../ui/html/OperatorHtml';
import './readableItem.css';

type Props = {
  title: string;
  /** Epoch milliseconds. */
  at: number;
  read: boolean;
  /** Operator HTML, sanitised when shown. */
  html: string;
  /** The item was opened: an unread one is marked read on the platform. */
  onOpen: () => void;
};

/**
 * One message or announcement of a list with read state (shell-and-content §2): a disclosure whose
 * button names it, says "Unread" in words (not only by colour) and opens its sanitised content.
 */
export function ReadableItem({ title, at, read, html, onOpen }: Props) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const contentId = useId();
  const toggle = () => {
    if (!open) onOpen();
    setOpen(!open);
  };
  return (
    <li className={read ? 'readable' : 'readable readable--unread'}>
      <h2 className="readable__heading">
        <button type="button" className="readable__toggle" aria-expanded={open} aria-controls={contentId} onClick={toggle}>
          <span className="readable__title">{title}</span>{' '}
          {read ? null : (
            <span className="readable__badge">
              <Trans>Unread</Trans>
            </span>
          )}{' '}
          <time className="readable__date muted" dateTime={new Date(at).toISOString()}>
            {i18n.date(new Date(at), { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
          <span className="readable__chevron" aria-hidden="true" />
        </button>
      </h2>
      <div id={contentId} className="readable__body" hidden={!open}>
        {open ? <OperatorHtml html={html} className="readable__content" /> : null}
      </div>
    </li>
  );
}
