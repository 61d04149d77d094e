import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useHomeContent } from './useHomeContent';
import './AnnouncementBar.css';

/** Seconds per character of the scrolling line: about 70 px a second at the bar's font size. */
const secondsPerCharacter = 0.12;
const titleSeparator = '   •   ';

/**
 * Home's announcement bar (shell-and-content §2): the titles of the player announcements run in
 * one line, and the bar opens /m/notice. The line stands still (truncated) under reduced motion,
 * while hovered or focused, and once the pause button is pressed; with no announcement it says so.
 */
export function AnnouncementBar() {
  const { t } = useLingui();
  const [paused, setPaused] = useState(false);
  const announcements = useHomeContent('PL');
  const titles = (announcements.data ?? []).map((item) => item.title);
  const line = titles.join(titleSeparator);

  return (
    <div className="ticker" data-paused={paused || undefined}>
      {/* Named by what it shows (WCAG 2.5.3), after a word that says what it is. */}
      <Link to="/m/notice" className="ticker__link">
        <span className="visually-hidden">
          <Trans>Announcements</Trans>:
        </span>{' '}
        <svg className="ticker__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M4 10v4h3l6 4V6L7 10zM16 9a4 4 0 010 6M18.5 6.5a7.5 7.5 0 010 11"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.9"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="ticker__viewport">
          {titles.length === 0 ? (
            <span className="ticker__static muted">
              {announcements.data === undefined ? '' : <Trans>No announcement</Trans>}
            </span>
          ) : (
            // Two copies side by side: moving by one copy's width loops without a seam.
            <span className="ticker__track" style={{ animationDuration: `${Math.max(8, line.length * secondsPerCharacter)}s` }}>
              <span className="ticker__text">
                {line}
              </span>
              <span className="ticker__text ticker__copy" aria-hidden="true">
                {line}
              </span>
            </span>
          )}
        </span>
      </Link>
      {titles.length > 0 && (
        // Moving text that lasts must be possible to stop (WCAG 2.2.2); a button cannot sit inside the link.
        <button
          type="button"
          className="ticker__pause"
          aria-label={t`Pause announcements`}
          aria-pressed={paused}
          onClick={() => setPaused((was) => !was)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d={paused ? 'M7 4.5v15L19 12z' : 'M8 5v14M16 5v14'} fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      )}
    </div>
  );
}
