import { assign, emit, fromPromise, setup } from 'xstate';
import { promotionPaths, type ContentItem, type SessionInfo } from '../contract';
import type { AuthChangedEvent } from './auth.machine';
import { specTimings } from './constants';
import { linkTarget } from './support/links';

/**
 * Who the pop-ups are for (shell-and-content §4): group A is a logged-in user (any session, a
 * trial one too), group B a visitor; `firstLogin` is the session's `firstTimeLogin`.
 */
export type PopupViewer = { group: 'A' | 'B'; firstLogin: boolean };

/** One pop-up announcement as the view shows it. */
export type PopupEntry = Pick<ContentItem, 'id' | 'title' | 'content' | 'promotionType'>;

/**
 * What the app keeps in localStorage for the popup: which set of pop-ups was last shown
 * (`shownSetSignature`) and whether the user has closed it since.
 */
export type StoredShownSet = { signature: string; show: boolean };

export type AnnouncementPopupContext = {
  /** Read once auth has reported who the user is (`starting` waits for it). */
  viewer: PopupViewer;
  /** The session's token, null for a visitor: the list is loaded for this session. */
  token: string | null;
  /** The pop-ups for this viewer; empty unless the popup is about to show, shown or closing. */
  entries: PopupEntry[];
  /** The entry shown, 0 … entries.length − 1. */
  index: number;
};

export type AnnouncementPopupEvent =
  | { type: 'user.previous' }
  | { type: 'user.next' }
  | { type: 'user.close' }
  /** The promotion button of the shown entry (only offered with a session: tag `canPromote`). */
  | { type: 'user.openPromotion' }
  /** A tap on a link inside the content; `href` as written in the HTML (`getAttribute('href')`). */
  | { type: 'user.followLink'; href: string }
  /** The view's closing animation ended (or there is none: reduced motion). */
  | { type: 'view.closed' }
  /** Forwarded by the app: who the user is changed (auth's every report, the first one included). */
  | AuthChangedEvent;

/** What the popup asks of the view that shows it: machines never navigate. */
export type AnnouncementPopupEmitted =
  | { type: 'announcementPopup.navigate'; to: string }
  | { type: 'announcementPopup.openExternal'; url: string };

export function viewerOf(session: SessionInfo | null): PopupViewer {
  return session === null ? { group: 'B', firstLogin: false } : { group: 'A', firstLogin: session.firstTimeLogin };
}

/**
 * The pop-ups a viewer sees (§4): those whose execution is the viewer's group, and for a logged-in
 * user on the first login the F ones too. Server order is kept.
 */
export function popupsFor(items: readonly ContentItem[], viewer: PopupViewer): PopupEntry[] {
  return items
    .filter((item) => item.type === 'PU')
    .filter((item) => item.execution === viewer.group || (item.execution === 'F' && viewer.firstLogin))
    .map(({ id, title, content, promotionType }) => ({ id, title, content, promotionType }));
}

/**
 * The stored form of a set of pop-ups: their titles and contents, as a set (order and repeats do
 * not count), one JSON pair per line in code-unit order. Equal sets give equal strings.
 */
export function shownSetSignature(entries: readonly Pick<PopupEntry, 'title' | 'content'>[]): string {
  const members = new Set(entries.map(({ title, content }) => JSON.stringify([title, content])));
  return [...members].sort().join('\n');
}

/** Where the promotion button of the shown entry goes, or null: no button. Only with a session. */
export function promotionTarget(context: AnnouncementPopupContext): string | null {
  const type = context.entries[context.index]?.promotionType;
  return context.viewer.group === 'A' && type != null ? promotionPaths[type] : null;
}

type ItemsParams = { items: readonly ContentItem[]; viewer: PopupViewer };
type StoredParams = { stored: StoredShownSet | null; signature: string };

const itemsOf = ({ context, event }: { context: AnnouncementPopupContext; event: { output: ContentItem[] } }) => ({
  items: event.output,
  viewer: context.viewer,
});
const storedOf = ({ context, event }: { context: AnnouncementPopupContext; event: { output: StoredShownSet | null } }) => ({
  stored: event.output,
  signature: shownSetSignature(context.entries),
});
/** Closing, by the user or by leaving for a promotion or a link, stores show=false for this set. */
const storeClosed = {
  type: 'writeShownSet',
  params: ({ context }: { context: AnnouncementPopupContext }) => ({ signature: shownSetSignature(context.entries), show: false }),
} as const;
const storeShown = {
  type: 'writeShownSet',
  params: ({ context }: { context: AnnouncementPopupContext }) => ({ signature: shownSetSignature(context.entries), show: true }),
} as const;
const noteViewer = {
  type: 'noteViewer',
  params: ({ event }: { event: AuthChangedEvent }) => ({ session: event.session }),
} as const;
/** Who the user is changed: a fresh list for them (shell-and-content §4), whatever was under way. */
const refresh = { target: '#announcementPopup.loading', reenter: true, actions: noteViewer } as const;

/**
 * The announcement popup (shell-and-content §4), one for the app's lifetime. 500 ms after it
 * starts, once auth has said who the user is, it loads the pop-up announcements and keeps those
 * for the user's group. A set that differs from the stored one is stored and shown; the same set
 * shows again only if it was never closed (the page was left with it open). Closing stores
 * show=false and lets the view animate out. Previous and next page through the entries, clamped.
 * The promotion button (with a session) and an in-app link in the content close the popup and ask
 * the view to go there; an http(s) link is opened outside and the popup stays. Every change of
 * who the user is loads the list again. A failed load leaves it hidden until the next change.
 */
export const announcementPopupMachine = setup({
  types: {
    context: {} as AnnouncementPopupContext,
    events: {} as AnnouncementPopupEvent,
    emitted: {} as AnnouncementPopupEmitted,
  },
  actors: {
    /** The pop-up announcements (content type PU) for the session with this token; src/ filters nothing. */
    loadPopups: fromPromise<ContentItem[], { token: string | null }>(async () => {
      throw new Error('loadPopups is provided by src/app');
    }),
    /** The stored set (localStorage), or null when none is stored or it cannot be read. */
    readShownSet: fromPromise<StoredShownSet | null>(async () => {
      throw new Error('readShownSet is provided by src/app');
    }),
  },
  actions: {
    /** Stores the set and whether it shows (localStorage). */
    writeShownSet: (_, _params: StoredShownSet) => {},
    /** The view navigates in-app (a promotion, a relative link). */
    navigate: emit((_, params: { to: string }): AnnouncementPopupEmitted => ({ type: 'announcementPopup.navigate', to: params.to })),
    /** The view opens an http(s) link outside the app. */
    openExternal: emit(
      (_, params: { url: string }): AnnouncementPopupEmitted => ({ type: 'announcementPopup.openExternal', url: params.url }),
    ),
    noteViewer: assign((_, params: { session: SessionInfo | null }) => ({
      viewer: viewerOf(params.session),
      token: params.session?.token ?? null,
    })),
    keepEntries: assign((_, params: ItemsParams) => ({ entries: popupsFor(params.items, params.viewer), index: 0 })),
    forgetEntries: assign({ entries: [], index: 0 }),
    showPrevious: assign({ index: ({ context }) => context.index - 1 }),
    showNext: assign({ index: ({ context }) => context.index + 1 }),
  },
  guards: {
    hasEntries: (_, params: ItemsParams) => popupsFor(params.items, params.viewer).length > 0,
    /** This very set is stored, and the user closed it: it stays hidden. */
    isClosedSet: (_, params: StoredParams) =>
      params.stored !== null && params.stored.signature === params.signature && !params.stored.show,
    isOnlyEntry: ({ context }) => context.entries.length === 1,
    isFirstEntry: ({ context }) => context.index === 0,
    isLastEntry: ({ context }) => context.index === context.entries.length - 1,
    canPromote: ({ context }) => promotionTarget(context) !== null,
    cannotPromote: ({ context }) => promotionTarget(context) === null,
    isExternalLink: (_, params: { href: string }) => linkTarget(params.href).kind === 'external',
    isInAppLink: (_, params: { href: string }) => linkTarget(params.href).kind === 'inApp',
  },
  delays: {
    popupRefresh: specTimings.popupRefreshMs,
    /** The closing animation's length: the popup never waits longer for `view.closed`. */
    popupClosing: specTimings.popupClosingMs,
  },
}).createMachine({
  id: 'announcementPopup',
  context: { viewer: viewerOf(null), token: null, entries: [], index: 0 },
  initial: 'starting',
  states: {
    /** Both must hold before the first load: 500 ms since the start, and auth has reported. */
    starting: {
      type: 'parallel',
      on: { 'auth.changed': { actions: noteViewer } },
      onDone: 'loading',
      states: {
        clock: {
          initial: 'waiting',
          states: {
            waiting: { after: { popupRefresh: 'elapsed' } },
            elapsed: { type: 'final' },
          },
        },
        who: {
          initial: 'unknown',
          states: {
            unknown: { on: { 'auth.changed': { target: 'known', actions: noteViewer } } },
            known: { type: 'final' },
          },
        },
      },
    },
    loading: {
      entry: 'forgetEntries',
      on: { 'auth.changed': refresh },
      invoke: {
        id: 'loadPopups',
        src: 'loadPopups',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'hasEntries', params: itemsOf },
            target: 'checking',
            actions: { type: 'keepEntries', params: itemsOf },
          },
          { target: 'hidden' },
        ],
        // Nothing to show; the next change of who the user is tries again.
        onError: { target: 'hidden' },
      },
    },
    checking: {
      on: { 'auth.changed': refresh },
      invoke: {
        id: 'readShownSet',
        src: 'readShownSet',
        onDone: [
          { guard: { type: 'isClosedSet', params: storedOf }, target: 'hidden' },
          // A new or changed set is stored; the same open set is stored again, unchanged.
          { target: 'shown', actions: storeShown },
        ],
        // Nothing readable is stored: the set is new to this device.
        onError: { target: 'shown', actions: storeShown },
      },
    },
    shown: {
      type: 'parallel',
      tags: ['visible'],
      on: {
        'user.close': { target: 'closing', actions: storeClosed },
        'user.followLink': [
          {
            guard: { type: 'isExternalLink', params: ({ event }) => ({ href: event.href }) },
            actions: { type: 'openExternal', params: ({ event }) => ({ url: linkTarget(event.href).href }) },
          },
          {
            guard: { type: 'isInAppLink', params: ({ event }) => ({ href: event.href }) },
            target: 'closing',
            actions: [storeClosed, { type: 'navigate', params: ({ event }) => ({ to: linkTarget(event.href).href }) }],
          },
        ],
        'auth.changed': refresh,
      },
      states: {
        page: {
          initial: 'routing',
          states: {
            routing: {
              always: [
                { guard: 'isOnlyEntry', target: 'only' },
                { guard: 'isFirstEntry', target: 'first' },
                { guard: 'isLastEntry', target: 'last' },
                { target: 'middle' },
              ],
            },
            only: {},
            first: {
              tags: ['hasNext'],
              on: { 'user.next': { target: 'routing', actions: 'showNext' } },
            },
            middle: {
              tags: ['hasPrevious', 'hasNext'],
              on: {
                'user.previous': { target: 'routing', actions: 'showPrevious' },
                'user.next': { target: 'routing', actions: 'showNext' },
              },
            },
            last: {
              tags: ['hasPrevious'],
              on: { 'user.previous': { target: 'routing', actions: 'showPrevious' } },
            },
          },
        },
        promotion: {
          initial: 'none',
          states: {
            none: { always: { guard: 'canPromote', target: 'offered' } },
            offered: {
              tags: ['canPromote'],
              always: { guard: 'cannotPromote', target: 'none' },
              on: {
                'user.openPromotion': {
                  target: '#announcementPopup.closing',
                  actions: [storeClosed, { type: 'navigate', params: ({ context }) => ({ to: promotionTarget(context) ?? '' }) }],
                },
              },
            },
          },
        },
      },
    },
    /** The view animates the popup out; `view.closed` ends it early, the animation's length at the latest. */
    closing: {
      tags: ['visible', 'closing'],
      on: {
        'view.closed': 'hidden',
        'auth.changed': refresh,
      },
      after: { popupClosing: 'hidden' },
    },
    /** Nothing to show, or closed: another dialog (the contract prompts) may take the screen. */
    hidden: {
      tags: ['settled'],
      entry: 'forgetEntries',
      on: { 'auth.changed': refresh },
    },
  },
});
