import { and, assign, fromCallback, fromPromise, sendTo, setup, stateIn } from 'xstate';
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

/**
 * What this device is offered: the install popup's entries, in the order shown, the iOS guide, and
 * the browser's own installation of the app (Chromium's install prompt, issue 14).
 */
export type DownloadOffer = { entries: InstallEntry[]; guide: HomeScreenGuide | null; browserInstall: boolean };

export const noOffer: DownloadOffer = { entries: [], guide: null, browserInstall: false };

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
 * - Elsewhere in a browser tab (Android, a computer), with the home-screen option: adding the app
 *   to the home screen through the browser's own installation, while the browser offers it
 *   (`installable`; Chromium's install prompt). iOS has none: its way is the guide.
 * - Inside the native app, installed as an app (PWA), on any other device, or when the device is
 *   not known: nothing.
 *
 * Nothing offered means no bar: iOS needs an IOS link, a MOBILECONFIG link or the home-screen
 * option, Android an Android link or the home-screen option with the browser offering to install.
 */
export function downloadOffer(
  device: DeviceFacts | null,
  links: readonly Resource[],
  options: { homeScreenOption: boolean; installable: boolean },
): DownloadOffer {
  if (device === null || device.runsAs === 'APP' || device.runsAs === 'PWA') return noOffer;
  const entries: InstallEntry[] = [];
  const add = (kind: InstallEntry['kind'], url: string | null) => {
    if (url !== null) entries.push({ kind, url });
  };
  if (device.os === 'android') add('android', linkUrl(links, 'Android'));
  if (device.os !== 'ios') {
    const browserInstall = options.homeScreenOption && options.installable && device.runsAs === 'H5';
    return { entries, guide: null, browserInstall };
  }
  add('iosApp', linkUrl(links, 'IOS'));
  if (device.runsAs === 'WEBCLIP') return { entries, guide: null, browserInstall: false };
  const profileUrl = linkUrl(links, 'MOBILECONFIG');
  add('iosProfile', profileUrl);
  const guide = options.homeScreenOption ? { oldIosTips: needsOldIosTips(device.iosVersion), profileUrl } : null;
  return { entries, guide, browserInstall: false };
}

/** True when the offer has nothing to show: then there is no bar. */
export function offersNothing(offer: DownloadOffer): boolean {
  return offer.entries.length === 0 && offer.guide === null && !offer.browserInstall;
}

export type DownloadBarContext = DownloadBarSettings & {
  /** Who the user is, as the app last said (`auth.changed`); a guest until it says. */
  signedIn: boolean;
  /** Null until `detectDevice` answers. */
  device: DeviceFacts | null;
  closedEarlier: boolean;
  /** The download links as loaded; none until they are. */
  links: Resource[];
  /** The browser offers to install the app now (its install prompt is held, unused). */
  installable: boolean;
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
  /** The popup's add-to-home-screen entry where the browser installs the app (not iOS). */
  | { type: 'user.install' }
  /** The browser offers to install the app (Chromium's `beforeinstallprompt`, held for the user's tap). */
  | { type: 'browser.installAvailable' }
  /** The user turned the browser's install prompt down; it serves once. */
  | { type: 'browser.installDismissed' }
  /** The app was installed from this page (`appinstalled`). */
  | { type: 'browser.installed' }
  /** Forwarded by the app: who the user is changed. */
  | AuthChangedEvent;

type SessionParams = { session: SessionInfo | null };
type StartParams = { start: DownloadBarStart };
type OfferParams = { offer: DownloadOffer };
type LinksParams = { links: Resource[] };

/** What the device is offered with these links and this installability. */
function offerFor(context: DownloadBarContext, links: readonly Resource[], installable: boolean): DownloadOffer {
  return downloadOffer(context.device, links, { homeScreenOption: context.homeScreenOption, installable });
}

const offerOf = ({ context, event }: { context: DownloadBarContext; event: { output: Resource[] } }): OfferParams => ({
  offer: offerFor(context, event.output, context.installable),
});
/** The offer once the browser offers to install. */
const installableOffer = ({ context }: { context: DownloadBarContext }): OfferParams => ({
  offer: offerFor(context, context.links, true),
});

/** What the browser's install prompt hears from the machine: show it (the user's tap). */
export type InstallPromptCommand = { type: 'install.prompt' };

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
 *
 * Where the browser offers to install the app (Chromium's install prompt, issue 14) and the site
 * has the home-screen option, that is offered too, as soon as the browser says so (a device with
 * no link then gets its bar): an entry of the popup, or the Download button itself when it is all
 * there is. The prompt serves once: turned down, its entry goes (and the bar, when it was all);
 * accepted, the app is installed and nothing more is offered.
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
    /**
     * The browser's install prompt (src/platform/installPrompt.ts): reports `browser.installAvailable`
     * and `browser.installed`, and shows the prompt it holds on `install.prompt`.
     */
    watchInstallPrompt: fromCallback<InstallPromptCommand>(() => {
      throw new Error('watchInstallPrompt is provided by src/app');
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
    storeLinks: assign((_, params: LinksParams) => ({ links: params.links })),
    noteInstallable: assign({ installable: true }),
    /** The browser's prompt is gone (turned down, or its watcher broke): so is its entry. */
    dropBrowserInstall: assign(({ context }) => ({ installable: false, offer: { ...context.offer, browserInstall: false } })),
    /** The browser's own prompt, held by `watchInstallPrompt`; it answers with dismissed or installed. */
    showInstallPrompt: sendTo('watchInstallPrompt', { type: 'install.prompt' }),
    forgetOffer: assign({ offer: noOffer, installable: false }),
  },
  guards: {
    runsInNativeApp: (_, params: StartParams) => params.start.device.runsAs === 'APP',
    runsAsInstalledApp: (_, params: StartParams) => params.start.device.runsAs === 'PWA',
    offersNothing: (_, params: OfferParams) => offersNothing(params.offer),
    closedEarlier: ({ context }) => context.closedEarlier,
    waitsForSession: ({ context }) => context.loginRequired && !context.signedIn,
    hasSession: (_, params: SessionParams) => params.session !== null,
    sessionRequiredAndEnded: ({ context }, params: SessionParams) => context.loginRequired && params.session === null,
    onlyTheGuide: ({ context }) => context.offer.entries.length === 0 && !context.offer.browserInstall,
    onlyTheBrowserInstall: ({ context }) => context.offer.entries.length === 0 && context.offer.guide === null,
    browserInstallOffered: ({ context }) => context.offer.browserInstall,
    offersSomethingOnceInstallable: ({ context }) => !offersNothing(offerFor(context, context.links, true)),
    browserInstallWasAllOffered: and([
      stateIn('#downloadBar.ready'),
      ({ context }) => context.offer.browserInstall && offersNothing({ ...context.offer, browserInstall: false }),
    ]),
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
    links: [],
    installable: false,
    offer: noOffer,
  },
  // The browser's install prompt, for the bar's lifetime; a broken one only means no prompt.
  invoke: {
    id: 'watchInstallPrompt',
    src: 'watchInstallPrompt',
    onError: [
      { guard: 'browserInstallWasAllOffered', target: '.installUnavailable', actions: 'forgetOffer' },
      { actions: 'dropBrowserInstall' },
    ],
  },
  initial: 'detecting',
  // Who the user is can change at any time, before the links are here too; so can the browser
  // offer to install, and the app be installed.
  on: {
    'auth.changed': { actions: { type: 'noteSession', params: ({ event }) => ({ session: event.session }) } },
    'browser.installAvailable': { actions: 'noteInstallable' },
    'browser.installDismissed': [
      { guard: 'browserInstallWasAllOffered', target: '.installUnavailable', actions: 'forgetOffer' },
      { actions: 'dropBrowserInstall' },
    ],
    'browser.installed': { target: '.installedFromHere', actions: 'forgetOffer' },
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
          {
            guard: { type: 'offersNothing', params: offerOf },
            target: 'noLinkForDevice',
            actions: { type: 'storeLinks', params: ({ event }) => ({ links: event.output }) },
          },
          {
            target: 'ready',
            actions: [
              { type: 'storeLinks', params: ({ event }) => ({ links: event.output }) },
              { type: 'storeOffer', params: offerOf },
            ],
          },
        ],
        onError: 'failed',
      },
    },
    /** Inside the operator's native app: it is the app. */
    inNativeApp: {},
    /** Running as an installed PWA. */
    installedAsApp: {},
    /** The app was just installed from this page: nothing more to offer. */
    installedFromHere: {},
    /**
     * The browser's installation was all there was, and it is gone: the user turned its prompt
     * down, or the prompt broke. No bar for the rest of this window (the browser offers again on a
     * later visit).
     */
    installUnavailable: {},
    /**
     * No link for this device (nor the home-screen option on iOS), or a web clip without an iOS
     * link; until the browser offers to install, where the site has the home-screen option.
     */
    noLinkForDevice: {
      on: {
        'browser.installAvailable': {
          guard: 'offersSomethingOnceInstallable',
          target: 'ready',
          actions: ['noteInstallable', { type: 'storeOffer', params: installableOffer }],
        },
      },
    },
    /** The device could not be read or the links could not be loaded: no bar, nothing else breaks. */
    failed: {},
    ready: {
      type: 'parallel',
      tags: ['offered'],
      on: {
        'browser.installAvailable': { actions: ['noteInstallable', { type: 'storeOffer', params: installableOffer }] },
      },
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
                'user.openInstallPopup': [
                  { guard: 'onlyTheGuide', target: 'guide' },
                  // The browser's installation is all there is: its own prompt is the popup.
                  { guard: 'onlyTheBrowserInstall', actions: 'showInstallPrompt' },
                  { target: 'installPopup' },
                ],
              },
            },
            installPopup: {
              tags: ['popupOpen'],
              on: {
                'user.openGuide': { guard: 'guideOffered', target: 'guide' },
                'user.install': { guard: 'browserInstallOffered', target: 'idle', actions: 'showInstallPrompt' },
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
