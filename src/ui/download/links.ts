import { linkUrl } from '../../../machines/downloadBar.machine';
import type { Resource } from '../../../contract';

/**
 * A platform address as a link or image target: http(s), or a path on this site. Anything else
 * (`javascript:`, `data:`, a broken address) is no link at all.
 */
export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '') return null;
  let parsed: URL;
  try {
    // Any base does: only the scheme is read, and the server's render has no page address.
    parsed = new URL(trimmed, 'https://site.invalid');
  } catch {
    return null;
  }
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? trimmed : null;
}

/** The first safe address of this type in the download-link list, or null. */
export function safeLink(links: readonly Resource[], type: Resource['resourceType']): string | null {
  const url = linkUrl(links, type);
  return url === null ? null : safeHref(url);
}

const hasScheme = /^[a-z][a-z\d+.-]*:/i;

/**
 * The app icon (the AppDownloadIcon link): an address (`https://…`, `/cdn/a/app/icon.svg`) as it
 * is, or a contract image path (`app/icon.svg`) on this page load's image CDN.
 */
export function appIconSrc(links: readonly Resource[], imageUrl: (path: string) => string): string | null {
  const url = linkUrl(links, 'AppDownloadIcon')?.trim() ?? null;
  if (url === null) return null;
  if (hasScheme.test(url) || url.startsWith('/')) return safeHref(url);
  return imageUrl(url);
}
