import type { MessageDescriptor } from '@lingui/core';
import { useMatches } from '@tanstack/react-router';
import type { PageChrome } from '../../app/pageChrome';

/** What the shell shows around the page on screen. */
export type ShownChrome = Omit<PageChrome, 'title'> & {
  /** None on a page that is not found: its own heading says so. */
  title: MessageDescriptor | undefined;
  memberArea: boolean;
};

const notFound: ShownChrome = { header: 'back', footer: true, title: undefined, memberArea: false };

/**
 * The chrome of the page on screen, from its route's static data (the deepest match). The router
 * presents a new page's matches once they have loaded, so while one loads the old page's chrome
 * stays. A page that failed keeps its title and gets the back header and the footer: a way out.
 */
export function useShownChrome(): ShownChrome {
  const staticData = useMatches({ select: (matches) => matches.at(-1)?.staticData });
  const status = useMatches({ select: (matches) => matches.at(-1)?.status });
  const chrome = staticData?.chrome;
  if (chrome === undefined || status === 'notFound') return notFound;
  const memberArea = staticData?.memberArea === true;
  if (status === 'error') return { ...chrome, header: 'back', footer: true, memberArea };
  return { ...chrome, memberArea };
}
