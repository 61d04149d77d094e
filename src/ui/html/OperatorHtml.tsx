import { Suspense, use, type MouseEvent } from 'react';
import { CatchBoundary, useRouter } from '@tanstack/react-router';
import { linkTarget } from '../../../machines/support/links';
import { RetryButton } from '../QueryContent';
import { loadSanitizer } from './sanitizeHtml';
import { useHydrated } from '../../platform/useHydrated';

type Props = {
  html: string;
  className?: string;
  onFollowLink?: (href: string) => void;
};

/**
 * Announcement HTML (shell-and-content §3), sanitised before it is rendered. Links inside are
 * intercepted: an http(s) link opens outside the app, a path of this site navigates in the app,
 * anything else does nothing. With `onFollowLink` the owner decides instead (a flow that closes
 * first): it gets the href as written. Until DOMPurify has loaded its box stands empty; if it cannot
 * load (offline), the box offers the retry. DOMPurify sanitises in the browser's own DOM: the
 * server's markup has the empty box.
 */
export function OperatorHtml(props: Props) {
  const hydrated = useHydrated();
  const waiting = <div className={props.className} aria-busy="true" />;
  if (!hydrated) return waiting;
  return (
    <CatchBoundary
      getResetKey={() => 0}
      errorComponent={({ reset }) => (
        <div className={props.className}>
          <RetryButton onRetry={reset} />
        </div>
      )}
    >
      <Suspense fallback={waiting}>
        <SanitizedHtml {...props} />
      </Suspense>
    </CatchBoundary>
  );
}

function SanitizedHtml({ html, className, onFollowLink }: Props) {
  const sanitize = use(loadSanitizer());
  const router = useRouter();
  const followLink = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor) return;
    event.preventDefault();
    const href = anchor.getAttribute('href') ?? '';
    if (onFollowLink !== undefined) {
      onFollowLink(href);
      return;
    }
    const target = linkTarget(href);
    if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
    if (target.kind === 'inApp') void router.navigate({ href: target.href });
  };
  // The click only follows a link the sanitised HTML already holds; keyboard users activate links
  // with Enter, which browsers deliver as a click.
  return <div className={className} onClick={followLink} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
