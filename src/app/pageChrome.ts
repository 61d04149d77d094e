import type { MessageDescriptor } from '@lingui/core';
import type { StaticDataRouteOption } from '@tanstack/react-router';

/**
 * Which parts of the page shell a page shows (shell-and-content §2). Each page route declares it
 * in its `staticData`; the shell reads the page on screen's. Plain data only: the route tree,
 * and with it every route's static data, is in the first load.
 */
export type PageChrome = {
  header: 'home' | 'back' | 'hidden';
  footer: boolean;
  /** The shell header's heading and the document's title, in the active language. */
  title: MessageDescriptor;
  /** Where the shell header's back arrow goes; without it one page back (or home with no history). */
  backTo?: '/m/home';
};

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    chrome?: PageChrome;
    /** The member area (accounts §2): the member center and the pages under /m/member/. */
    memberArea?: true;
  }
}

type PageOptions = Partial<Omit<PageChrome, 'title'>> & { memberArea?: true };

/** A page route's static data: by default the back header and the footer. */
export function page(title: MessageDescriptor, { memberArea, ...chrome }: PageOptions = {}): StaticDataRouteOption {
  return {
    chrome: { header: 'back', footer: true, ...chrome, title },
    ...(memberArea === undefined ? {} : { memberArea }),
  };
}
