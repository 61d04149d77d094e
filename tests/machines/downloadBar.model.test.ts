import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { Resource } from '../../contract';
import {
  downloadBarMachine,
  noOffer,
  type DeviceFacts,
  type DownloadBarStart,
  type DownloadOffer,
} from '../../machines/downloadBar.machine';
import { doneEvent, errorEvent } from '../support/actor-events';
import { apiError, session } from '../support/fixtures';
import { defineModelTests } from '../support/model/define-model-tests';
import { invoked, sentTo } from '../support/model/effects';
import { runningActors } from '../support/model/executed';
import type { ExecutedAction } from '../support/model/spec';

type Snapshot = SnapshotFrom<typeof downloadBarMachine>;

const oldIPhone: DeviceFacts = { runsAs: 'H5', os: 'ios', iosVersion: { major: 12, minor: 1 } };
const webClip: DeviceFacts = { runsAs: 'WEBCLIP', os: 'ios', iosVersion: { major: 17, minor: 4 } };
const android: DeviceFacts = { runsAs: 'H5', os: 'android', iosVersion: null };
/** The site requires a login for the bar and offers the home-screen guide. */
const start = (device: DeviceFacts, closedEarlier = false): DownloadBarStart => ({
  device,
  closedEarlier,
  settings: { loginRequired: true, homeScreenOption: true },
});
const siteSettings = ({ context }: Snapshot) => ({ loginRequired: context.loginRequired, homeScreenOption: context.homeScreenOption });

const url = (type: string) => `https://dl.demo.test/${type}`;
const socialLinks: Resource[] = [
  { resourceType: 'TELEGRAM', url: url('telegram') },
  { resourceType: 'FACEBOOK', url: url('facebook') },
  { resourceType: 'AppDownloadIcon', url: url('icon') },
];
const everyLink: Resource[] = [
  { resourceType: 'IOS', url: url('ios') },
  { resourceType: 'Android', url: url('android') },
  { resourceType: 'MOBILECONFIG', url: url('profile') },
  ...socialLinks,
];

/**
 * What each device of the samples is offered (shell-and-content §2, §4), with every link or with
 * the social links only; the site offers the home-screen guide, and Android the browser's own
 * installation while the browser offers it. Written out, not computed.
 */
function acceptableOffers(device: DeviceFacts | null): DownloadOffer[] {
  if (device === oldIPhone) {
    return [
      {
        entries: [
          { kind: 'iosApp', url: url('ios') },
          { kind: 'iosProfile', url: url('profile') },
        ],
        guide: { oldIosTips: true, profileUrl: url('profile') },
        browserInstall: false,
      },
      // The social links only: the guide is all there is, without its profile button.
      { entries: [], guide: { oldIosTips: true, profileUrl: null }, browserInstall: false },
    ];
  }
  if (device === webClip) return [{ entries: [{ kind: 'iosApp', url: url('ios') }], guide: null, browserInstall: false }];
  if (device === android) {
    return [
      { entries: [{ kind: 'android', url: url('android') }], guide: null, browserInstall: false },
      { entries: [{ kind: 'android', url: url('android') }], guide: null, browserInstall: true },
      // The social links only: the browser's installation is all there is.
      { entries: [], guide: null, browserInstall: true },
    ];
  }
  return [];
}

const persisted = (executed: readonly ExecutedAction[]) => executed.filter(({ type }) => type === 'persistClosed').length;
/** The browser's install prompts the machine asked to show. */
const prompts = (executed: readonly ExecutedAction[]) => sentTo(executed, 'watchInstallPrompt');

/**
 * What holds in every state: the device is read once, the links are loaded once the device is
 * known and never inside the native app or an installed PWA, the hide flag is stored once when
 * (and only when) the user closed the bar in this window, and the bar is visible only where it may
 * show: with a session (login is required in this model), not closed, something offered.
 */
function expectEffects(snapshot: Snapshot, executed: readonly ExecutedAction[]): void {
  const { context } = snapshot;
  expect(invoked(executed, 'detectDevice')).toEqual([undefined]);
  expect(invoked(executed, 'loadDownloadLinks')).toHaveLength(context.device === null ? 0 : 1);
  // The hide flag is stored once, when the user closed the bar in this window; after the offer
  // ended (installed, or nothing left) that may have happened before.
  const closedHere = snapshot.matches({ ready: { bar: 'closed' } }) && !context.closedEarlier;
  const offerEnded = snapshot.matches('installedFromHere') || snapshot.matches('installUnavailable');
  if (offerEnded) expect(persisted(executed)).toBeLessThanOrEqual(1);
  else expect(persisted(executed)).toBe(closedHere ? 1 : 0);
  // The install prompt is watched for the bar's lifetime, unless it broke.
  const running = runningActors(executed)
    .map(({ id }) => id)
    .filter((id) => id !== 'watchInstallPrompt');
  expect(running).toEqual(snapshot.matches('detecting') ? ['detectDevice'] : snapshot.matches('loading') ? ['loadDownloadLinks'] : []);
  // A prompt is shown only at the user's tap, and never once the app is installed or declined.
  expect(prompts(executed).every((command) => JSON.stringify(command) === JSON.stringify({ type: 'install.prompt' }))).toBe(true);
  if (context.offer.browserInstall) expect(context.installable).toBe(true);
  if (snapshot.hasTag('visible')) {
    expect(context.signedIn).toBe(true);
    expect(context.closedEarlier).toBe(false);
  }
  expect(snapshot.hasTag('popupOpen') || snapshot.hasTag('guideOpen')).toBe(
    snapshot.matches({ ready: { prompt: 'installPopup' } }) || snapshot.matches({ ready: { prompt: 'guide' } }),
  );
}

/** Nothing offered and nothing shown: no bar, no popup. */
function expectNothingOffered(snapshot: Snapshot, executed: readonly ExecutedAction[]): void {
  expectEffects(snapshot, executed);
  expect(snapshot.context.offer).toEqual(noOffer);
  expect([...snapshot.tags]).toEqual([]);
}

defineModelTests({
  name: 'downloadBar',
  machine: downloadBarMachine,
  events: {
    'an iPhone on iOS 12.1': doneEvent('detectDevice', start(oldIPhone)),
    'an iPhone web clip': doneEvent('detectDevice', start(webClip)),
    'an Android phone': doneEvent('detectDevice', start(android)),
    'an Android phone that closed it before': doneEvent('detectDevice', start(android, true)),
    'the native app': doneEvent('detectDevice', start({ runsAs: 'APP', os: 'ios', iosVersion: { major: 17, minor: 4 } })),
    'an installed PWA': doneEvent('detectDevice', start({ runsAs: 'PWA', os: 'android', iosVersion: null })),
    'device unreadable': errorEvent('detectDevice', new Error('device bug')),
    'every link': doneEvent('loadDownloadLinks', everyLink),
    'social links only': doneEvent('loadDownloadLinks', socialLinks),
    'links unreachable': errorEvent('loadDownloadLinks', apiError('client.network')),
    'a guest': { type: 'auth.changed', session: null },
    'a member': { type: 'auth.changed', session: session() },
    close: { type: 'user.close' },
    download: { type: 'user.openInstallPopup' },
    'add to home screen': { type: 'user.openGuide' },
    dismiss: { type: 'user.dismiss' },
    'the browser offers to install': { type: 'browser.installAvailable' },
    install: { type: 'user.install' },
    'install turned down': { type: 'browser.installDismissed' },
    'installed here': { type: 'browser.installed' },
    'install prompt breaks': errorEvent('watchInstallPrompt', new Error('install prompt bug')),
  },
  // Transitions back to a state seen before: the prompt shown (its effect is the watcher's), the
  // prompt turned down or broken while something else is still offered.
  viaEvents: ['user.openInstallPopup', 'browser.installDismissed', 'xstate.error.actor.watchInstallPrompt'],
  invariants: {
    detecting: (snapshot, executed) => {
      expectNothingOffered(snapshot, executed);
      expect(snapshot.context.device).toBeNull();
      expect(snapshot.context.closedEarlier).toBe(false);
      // The site's settings come with the device: none yet.
      expect(siteSettings(snapshot)).toEqual({ loginRequired: false, homeScreenOption: false });
    },
    loading: (snapshot, executed) => {
      expectNothingOffered(snapshot, executed);
      expect([oldIPhone, webClip, android]).toContain(snapshot.context.device);
      expect(siteSettings(snapshot)).toEqual({ loginRequired: true, homeScreenOption: true });
    },
    // The native app and an installed PWA: decided from the device alone, the device not kept.
    inNativeApp: (snapshot, executed) => {
      expectNothingOffered(snapshot, executed);
      expect(snapshot.context.device).toBeNull();
    },
    installedAsApp: (snapshot, executed) => {
      expectNothingOffered(snapshot, executed);
      expect(snapshot.context.device).toBeNull();
    },
    // Android and the web clip with the social links only.
    noLinkForDevice: (snapshot, executed) => {
      expectNothingOffered(snapshot, executed);
      expect([webClip, android]).toContain(snapshot.context.device);
    },
    failed: (snapshot, executed) => {
      expectNothingOffered(snapshot, executed);
    },
    installedFromHere: (snapshot, executed) => {
      expectNothingOffered(snapshot, executed);
    },
    // The browser's installation was all there was (Android with the social links only), and it is gone.
    installUnavailable: (snapshot, executed) => {
      expectNothingOffered(snapshot, executed);
      expect(snapshot.context.device).toBe(android);
    },
    ready: (snapshot, executed) => {
      expectEffects(snapshot, executed);
      expect(acceptableOffers(snapshot.context.device)).toContainEqual(snapshot.context.offer);
    },
    'ready.bar.awaitingSession': (snapshot) => {
      // Login is required: a guest does not see the bar.
      expect(snapshot.context.signedIn).toBe(false);
      expect(snapshot.context.closedEarlier).toBe(false);
    },
    'ready.bar.shown': (snapshot) => {
      expect(snapshot.context.signedIn).toBe(true);
      expect(snapshot.context.closedEarlier).toBe(false);
    },
    'ready.prompt.idle': (snapshot) => {
      expect(snapshot.hasTag('popupOpen')).toBe(false);
      expect(snapshot.hasTag('guideOpen')).toBe(false);
      expect(snapshot.hasTag('visible')).toBe(snapshot.matches({ ready: { bar: 'shown' } }));
    },
    'ready.prompt.installPopup': (snapshot) => {
      // The popup opens only with something in it besides the guide.
      const { offer } = snapshot.context;
      expect(offer.entries.length > 0 || offer.browserInstall).toBe(true);
    },
    'ready.prompt.guide': (snapshot) => {
      // The guide is the iPhone's: the old-iOS tips on iOS 12.1.
      expect(snapshot.context.device).toBe(oldIPhone);
      expect(snapshot.context.offer.guide?.oldIosTips).toBe(true);
    },
  },
});
