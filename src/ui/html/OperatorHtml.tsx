import { use, type MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';
import { linkTarget } from '../../../machines/support/links';
import { loadSanitizer } from './sanitizeHtml';

/**
 * Announcement HTML (shell-and-content §3), sanitised before it is rendered. Links inside are
 * intercepted: an http(s) link opens outside the app, a path of this site navigates in the app,
 * anything else does nothing. With `onFollowLink` the owner decides instead (a flow that closes
 * first): it gets the href as written. Suspends until DOMPurify has loaded.
 */
export function OperatorHtml({
  html,
  className,
  onFollowLink,
}: {
  html: string;
  className?: string;
  onFollowLink?: (href: string) => void;
}) {
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
