import { assign, fromPromise, setup } from 'xstate';
import type { RegisterMethod, Resource, SessionInfo } from '../contract';
import type { AuthChangedEvent } from './auth.machine';
import { iosVersions } from './constants';

export type IosVersion = { major: number; minor: number };

/** What the page knows about the device (src/platform/device.ts), read once when the app window opens. */
export type DeviceFacts = {
  /**
   * How the page runs (accounts §3 registerMethod): APP inside the operator's native shell, H5 in
   * a browser tab, WEBCLIP added to an iPhone home screen, PWA installed elsewhere.
   */
  runsAs: RegisterMethod;
  os: 'ios' | 'android' | 'other';
  /** On iOS, when the user agent says; null elsewhere. */
  iosVersion: IosVersion | null;
};

/** The site's settings for the bar (start-up information `features`). */
export type DownloadBarSettings = {
  /** The bar shows only with a session (shell-and-content §4 "if login is required"). */
  loginRequired: boolean;
  /** The site offers adding the page to the iOS home screen: the add-to-home-screen guide. */
  homeScreenOption: boolean;
};

/**
 * What `detectDevice` reads when the app window opens: the device, the hide flag an earlier window
 * stored and the site's settings for the bar (which arrive with the start-up information, after
 * the bar has started: it follows who the user is from the app's first report on).
 */
export type DownloadBarStart = {
  device: DeviceFacts;
  /** The user closed the bar in this browser before (the persisted hide flag). */
  closedEarlier: boolean;
  settings: DownloadBarSettings;
};

/** One line of the install popup (shell-and-content §2): what it installs and the link it opens. */
export type InstallEntry =
  | { kind: 'android'; url: string }
  | { kind: 'iosApp'; url: string }
  | { kind: 'iosProfile'; url: string };

/** The add-to-home-screen guide (shell-and-content §2, §9). */
export type HomeScreenGuide = {
  /** iOS 12 below 12.2 and iOS 11 or lower: the tips for older iOS (the app needs iOS 12.4 or later). */
  oldIosTips: boolean;
  /** The profile download button: the MOBILECONFIG link, when the site has one. */
  profileUrl: string | null;
};

/** What this device is offered: the install popup's entries, in the order shown, and the guide. */
export type DownloadOffer = { entries: InstallEntry[]; guide: HomeScreenGuide | null };

export const noOffer: DownloadOffer = { entries: [], guide: null };

/** The URL of the first link of this type with an address, or null: an empty address is no link. */
export function linkUrl(links: readonly Resource[], type: Resource['resourceType']): string | null {
  return links.find((link) => link.resourceType === type && link.url.trim() !== '')?.url ?? null;
}

/** Every version before 12.2 (iOS 12.0 and 12.1, iOS 11 or lower) gets the old-iOS tips. */
export function needsOldIosTips(version: IosVersion | null): boolean {
  if (version === null) return false;
  const { major, minor } = iosVersions.oldTipsBefore;
  return version.major < major || (version.major === major && version.minor < minor);
}

/**
 * The device rules of the install popup and the guide (shell-and-content §2, §4):
 *
 * - Android: the Android link.
 * - iOS in a browser tab: the iOS app link, the iOS profile (MOBILECONFIG) link, and the
 *   add-to-home-screen guide when the site offers it (with the old-iOS tips and the profile button).
 * - iOS from the home screen (web clip): the iOS app link only; the profile and the guide would
 *   add the page to the home screen again. So a web clip without an iOS link is offered nothing.
 * - Inside the native app, installed as an app (PWA), on any other device, or when the device is
 *   not known: nothing.
 *
 * Nothing offered means no bar: iOS needs an IOS link, a MOBILECONFIG link or the home-screen
 * option, Android an Android link.
 */
export function downloadOffer(
  device: DeviceFacts | null,
  links: readonly Resource[],
  options: { homeScreenOption: boolean },
): DownloadOffer {
  if (device === null || device.runsAs === 'APP' || device.runsAs === 'PWA') return noOffer;
  const entries: InstallEntry[] = [];
  const add = (kind: InstallEntry['kind'], url: string | null) => {
    if (url !== null) entries.push({ kind, url });
  };
  if (device.os === 'android') add('android', linkUrl(links, 'Android'));
  if (device.os !== 'ios') return { entries, guide: null };
  add('iosApp', linkUrl(links, 'IOS'));
  if (device.runsAs === 'WEBCLIP') return { entries, guide: null };
  const profileUrl = linkUrl(links, 'MOBILECONFIG');
  add('iosProfile', profileUrl);
  const guide = options.homeScreenOption ? { oldIosTips: needsOldIosTips(device.iosVersion), profileUrl } : null;
  return { entries, guide };
}

/** True when the offer has nothing to show: then there is no bar. */
export function offersNothing(offer: DownloadOffer): boolean {
  return offer.entries.length === 0 && offer.guide === null;
}

export type DownloadBarContext = DownloadBarSettings & {
  /** Who the user is, as the app last said (`auth.changed`); a guest until it says. */
  signedIn: boolean;
  /** Null until `detectDevice` answers. */
  device: DeviceFacts | null;
  closedEarlier: boolean;
  /** The install popup's entries and the guide; nothing until the links are loaded. */
  offer: DownloadOffer;
};

export type DownloadBarEvent =
  /** The bar's close button. */
  | { type: 'user.close' }
  /** The bar's Download button (also the side service widget's and the member centre's download button). */
  | { type: 'user.openInstallPopup' }
  /** The install popup's add-to-home-screen entry. */
  | { type: 'user.openGuide' }
  /** The popup's or the guide's close button, a tap outside, Escape. */
  | { type: 'user.dismiss' }
  /** Forwarded by the app: who the user is changed. */
  | AuthChangedEvent;

type SessionParams = { session: SessionInfo | null };
type StartParams = { start: DownloadBarStart };
type OfferParams = { offer: DownloadOffer };

const offerOf = ({ context, event }: { context: DownloadBarContext; event: { output: Resource[] } }): OfferParams => ({
  offer: downloadOffer(context.device, event.output, { homeScreenOption: context.homeScreenOption }),
});

/**
 * The download bar, the install popup and the add-to-home-screen guide, for the app's lifetime
 * (shell-and-content §2, §4; issue 11). When the app window opens (a page load: a new tab, a
 * reload, a launch from the home screen) it reads the device, the hide flag and the site's
 * settings, then loads the download links. The bar stays hidden inside the native app, when installed as an app (PWA),
 * when the device is offered nothing (see `downloadOffer`), when the user closed it, in this
 * window or an earlier one, and, when login is required, without a session; a failed read or
 * load hides it too. Closing persists the hide flag (`persistClosed`), which every later window
 * reads. The install popup opens from the bar's Download button or from any other download
 * button while something is offered, even once the bar is closed; when the guide is all there is,
 * it opens the guide directly.
 */
export const downloadBarMachine = setup({
  types: {
    context: {} as DownloadBarContext,
    events: {} as DownloadBarEvent,
  },
  actors: {
    /** The device facts (src/platform/device.ts), the stored hide flag (localStorage) and the site's settings. */
    detectDevice: fromPromise<DownloadBarStart>(async () => {
      throw new Error('detectDevice is provided by src/app');
    }),
    /** `GET /wps/system/downloadLinks`: the same entries as the start-up `resources`. */
    loadDownloadLinks: fromPromise<Resource[]>(async () => {
      throw new Error('loadDownloadLinks is provided by src/app');
    }),
  },
  actions: {
    /** Stores the hide flag (localStorage), so every later window starts with the bar closed. */
    persistClosed: () => {},
    noteSession: assign((_, params: SessionParams) => ({ signedIn: params.session !== null })),
    storeStart: assign((_, params: StartParams) => ({
      device: params.start.device,
      closedEarlier: params.start.closedEarlier,
      loginRequired: params.start.settings.loginRequired,
      homeScreenOption: params.start.settings.homeScreenOption,
    })),
    storeOffer: assign((_, params: OfferParams) => ({ offer: params.offer })),
  },
  guards: {
    runsInNativeApp: (_, params: StartParams) => params.start.device.runsAs === 'APP',
    runsAsInstalledApp: (_, params: StartParams) => params.start.device.runsAs === 'PWA',
    offersNothing: (_, params: OfferParams) => offersNothing(params.offer),
    closedEarlier: ({ context }) => context.closedEarlier,
    waitsForSession: ({ context }) => context.loginRequired && !context.signedIn,
    hasSession: (_, params: SessionParams) => params.session !== null,
    sessionRequiredAndEnded: ({ context }, params: SessionParams) => context.loginRequired && params.session === null,
    onlyTheGuide: ({ context }) => context.offer.entries.length === 0,
    guideOffered: ({ context }) => context.offer.guide !== null,
  },
}).createMachine({
  id: 'downloadBar',
  context: {
    loginRequired: false,
    homeScreenOption: false,
    signedIn: false,
    device: null,
    closedEarlier: false,
    offer: noOffer,
  },
  initial: 'detecting',
  // Who the user is can change at any time, before the links are here too.
  on: {
    'auth.changed': { actions: { type: 'noteSession', params: ({ event }) => ({ session: event.session }) } },
  },
  states: {
    detecting: {
      invoke: {
        id: 'detectDevice',
        src: 'detectDevice',
        onDone: [
          { guard: { type: 'runsInNativeApp', params: ({ event }) => ({ start: event.output }) }, target: 'inNativeApp' },
          {
            guard: { type: 'runsAsInstalledApp', params: ({ event }) => ({ start: event.output }) },
            target: 'installedAsApp',
          },
          { target: 'loading', actions: { type: 'storeStart', params: ({ event }) => ({ start: event.output }) } },
        ],
        onError: 'failed',
      },
    },
    loading: {
      invoke: {
        id: 'loadDownloadLinks',
        src: 'loadDownloadLinks',
        onDone: [
          { guard: { type: 'offersNothing', params: offerOf }, target: 'noLinkForDevice' },
          { target: 'ready', actions: { type: 'storeOffer', params: offerOf } },
        ],
        onError: 'failed',
      },
    },
    /** Inside the operator's native app: it is the app. */
    inNativeApp: {},
    /** Running as an installed PWA. */
    installedAsApp: {},
    /** No link for this device (nor the home-screen option on iOS), or a web clip without an iOS link. */
    noLinkForDevice: {},
    /** The device could not be read or the links could not be loaded: no bar, nothing else breaks. */
    failed: {},
    ready: {
      type: 'parallel',
      tags: ['offered'],
      states: {
        bar: {
          initial: 'routing',
          states: {
            routing: {
              always: [
                { guard: 'closedEarlier', target: 'closed' },
                { guard: 'waitsForSession', target: 'awaitingSession' },
                { target: 'shown' },
              ],
            },
            /** Login is required and there is no session. */
            awaitingSession: {
              on: {
                'auth.changed': {
                  guard: { type: 'hasSession', params: ({ event }) => ({ session: event.session }) },
                  target: 'shown',
                  actions: { type: 'noteSession', params: ({ event }) => ({ session: event.session }) },
                },
              },
            },
            shown: {
              tags: ['visible'],
              on: {
                'user.close': { target: 'closed', actions: 'persistClosed' },
                'auth.changed': {
                  guard: { type: 'sessionRequiredAndEnded', params: ({ event }) => ({ session: event.session }) },
                  target: 'awaitingSession',
                  actions: { type: 'noteSession', params: ({ event }) => ({ session: event.session }) },
                },
              },
            },
            /** Closed by the user, in this window or an earlier one. */
            closed: {},
          },
        },
        prompt: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'user.openInstallPopup': [{ guard: 'onlyTheGuide', target: 'guide' }, { target: 'installPopup' }],
              },
            },
            installPopup: {
              tags: ['popupOpen'],
              on: {
                'user.openGuide': { guard: 'guideOffered', target: 'guide' },
                'user.dismiss': 'idle',
              },
            },
            guide: {
              tags: ['guideOpen'],
              on: { 'user.dismiss': 'idle' },
            },
          },
        },
      },
    },
  },
});
