import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { Resource } from '../../contract';
import {
  downloadBarMachine,
  downloadOffer,
  type DownloadBarEvent,
  type InstallPromptCommand,
  linkUrl,
  needsOldIosTips,
  noOffer,
  offersNothing,
  type DeviceFacts,
  type DownloadBarSettings,
  type DownloadBarStart,
} from '../../machines/downloadBar.machine';
import { controlledPromise } from '../support/controlled-promise';
import { settle } from '../support/deferred';
import { apiError, session } from '../support/fixtures';
import { rejectionOf } from '../support/placeholder-actors';

const iPhone: DeviceFacts = { runsAs: 'H5', os: 'ios', iosVersion: { major: 17, minor: 4 } };
const oldIPhone: DeviceFacts = { runsAs: 'H5', os: 'ios', iosVersion: { major: 12, minor: 1 } };
const webClip: DeviceFacts = { runsAs: 'WEBCLIP', os: 'ios', iosVersion: { major: 17, minor: 4 } };
const android: DeviceFacts = { runsAs: 'H5', os: 'android', iosVersion: null };
const nativeApp: DeviceFacts = { runsAs: 'APP', os: 'android', iosVersion: null };
const nativeIosApp: DeviceFacts = { runsAs: 'APP', os: 'ios', iosVersion: { major: 17, minor: 4 } };
const installedPwa: DeviceFacts = { runsAs: 'PWA', os: 'android', iosVersion: null };
const desktop: DeviceFacts = { runsAs: 'H5', os: 'other', iosVersion: null };

const link = (resourceType: Resource['resourceType']): Resource => ({
  resourceType,
  url: `https://dl.demo.test/${resourceType.toLowerCase()}`,
});
const iosApp = link('IOS');
const androidApp = link('Android');
const profile = link('MOBILECONFIG');
const social = [link('TELEGRAM'), link('FACEBOOK'), link('AppDownloadIcon'), link('TELEGRAM2'), link('USDJUMP')];
const everyLink = [iosApp, androidApp, profile, ...social];
const blankIos: Resource = { resourceType: 'IOS', url: ' ' };

type Setup = { device?: DeviceFacts; closedEarlier?: boolean } & Partial<DownloadBarSettings>;

function startBar({ device = iPhone, closedEarlier = false, loginRequired = false, homeScreenOption = false }: Setup = {}) {
  const detectDevice = controlledPromise<DownloadBarStart>('detectDevice');
  const loadDownloadLinks = controlledPromise<Resource[]>('loadDownloadLinks');
  const effects: string[] = [];
  // The browser's install prompt: the test speaks for the browser, and notes each prompt shown.
  let browser: (event: DownloadBarEvent) => void = () => {
    throw new Error('the install prompt is not watched');
  };
  const watchInstallPrompt = fromCallback<InstallPromptCommand>(({ sendBack, receive }) => {
    browser = sendBack;
    receive((command) => effects.push(command.type));
  });
  const actor = createActor(
    downloadBarMachine.provide({
      actors: { detectDevice: detectDevice.logic, loadDownloadLinks: loadDownloadLinks.logic, watchInstallPrompt },
      actions: { persistClosed: () => effects.push('persistClosed') },
    }),
  ).start();
  const detected = async () => {
    detectDevice.resolve({ device, closedEarlier, settings: { loginRequired, homeScreenOption } });
    await settle();
  };
  return { actor, detectDevice, loadDownloadLinks, effects, detected, browser: (event: DownloadBarEvent) => browser(event) };
}

/** A bar whose device is read and whose links are loaded. */
async function barWith(links: Resource[], setup: Setup = {}) {
  const bar = startBar(setup);
  await bar.detected();
  bar.loadDownloadLinks.resolve(links);
  await settle();
  return bar;
}

const visible = (bar: { actor: ReturnType<typeof startBar>['actor'] }) => bar.actor.getSnapshot().hasTag('visible');
const kinds = (bar: { actor: ReturnType<typeof startBar>['actor'] }) =>
  bar.actor.getSnapshot().context.offer.entries.map(({ kind }) => kind);

describe('download bar machine', () => {
  it('starts by reading the device and the hide flag: no links loaded, nothing shown', () => {
    const { actor, detectDevice, loadDownloadLinks, effects } = startBar();
    expect(actor.getSnapshot().value).toBe('detecting');
    expect(detectDevice.calls).toHaveLength(1);
    expect(loadDownloadLinks.calls).toHaveLength(0);
    expect(actor.getSnapshot().tags).toEqual(new Set());
    expect(actor.getSnapshot().context).toEqual({
      loginRequired: false,
      homeScreenOption: false,
      signedIn: false,
      device: null,
      closedEarlier: false,
      links: [],
      installable: false,
      offer: noOffer,
    });
    expect(effects).toEqual([]);
  });

  it('loads the links once the device is known, and keeps the device and the site settings', async () => {
    const { actor, loadDownloadLinks, detected } = startBar({ device: android, closedEarlier: true, loginRequired: true });
    await detected();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loadDownloadLinks.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.device).toEqual(android);
    expect(actor.getSnapshot().context.closedEarlier).toBe(true);
    expect(actor.getSnapshot().context.loginRequired).toBe(true);
    expect(actor.getSnapshot().context.homeScreenOption).toBe(false);
    expect(visible({ actor })).toBe(false);
  });

  describe('hide rules', () => {
    it.each([
      { name: 'inside the native app (Android)', device: nativeApp, state: 'inNativeApp' },
      { name: 'inside the native app (iOS)', device: nativeIosApp, state: 'inNativeApp' },
      { name: 'installed as a PWA (display-mode standalone)', device: installedPwa, state: 'installedAsApp' },
    ])('hidden $name, without loading the links', async ({ device, state }) => {
      const { actor, loadDownloadLinks, detected } = startBar({ device, homeScreenOption: true });
      await detected();
      expect(actor.getSnapshot().value).toBe(state);
      expect(loadDownloadLinks.calls).toHaveLength(0);
      expect(actor.getSnapshot().hasTag('offered')).toBe(false);
      // Nothing to download here: the popup does not open either.
      actor.send({ type: 'user.openInstallPopup' });
      expect(actor.getSnapshot().tags).toEqual(new Set());
      expect(actor.getSnapshot().context.device).toBeNull();
    });

    it.each([
      { name: 'iOS with an IOS link', device: iPhone, links: [iosApp], option: false, shown: true },
      { name: 'iOS with a MOBILECONFIG link only', device: iPhone, links: [profile], option: false, shown: true },
      { name: 'iOS with the home-screen option only', device: iPhone, links: social, option: true, shown: true },
      { name: 'iOS with neither link nor the option', device: iPhone, links: [androidApp, ...social], option: false, shown: false },
      { name: 'Android with an Android link', device: android, links: [androidApp], option: false, shown: true },
      { name: 'Android without an Android link', device: android, links: [iosApp, profile, ...social], option: true, shown: false },
      { name: 'a web clip with an IOS link', device: webClip, links: [iosApp], option: false, shown: true },
      { name: 'a web clip without an IOS link', device: webClip, links: [profile, androidApp], option: true, shown: false },
      { name: 'a desktop browser', device: desktop, links: everyLink, option: true, shown: false },
      { name: 'iOS with an empty IOS address', device: iPhone, links: [blankIos], option: false, shown: false },
    ])('$name: shown $shown', async ({ device, links, option, shown }) => {
      const bar = await barWith(links, { device, homeScreenOption: option });
      expect(visible(bar)).toBe(shown);
      expect(bar.actor.getSnapshot().value).toEqual(
        shown ? { ready: { bar: 'shown', prompt: 'idle' } } : 'noLinkForDevice',
      );
      expect(bar.actor.getSnapshot().hasTag('offered')).toBe(shown);
    });

    it('hidden once the user closes it: the hide flag is persisted, once', async () => {
      const bar = await barWith(everyLink);
      expect(visible(bar)).toBe(true);
      bar.actor.send({ type: 'user.close' });
      expect(visible(bar)).toBe(false);
      expect(bar.actor.getSnapshot().value).toEqual({ ready: { bar: 'closed', prompt: 'idle' } });
      bar.actor.send({ type: 'user.close' });
      expect(bar.effects).toEqual(['persistClosed']);
    });

    it('hidden when closed in an earlier window, without storing the flag again; the popup still opens', async () => {
      const bar = await barWith(everyLink, { closedEarlier: true });
      expect(visible(bar)).toBe(false);
      expect(bar.actor.getSnapshot().value).toEqual({ ready: { bar: 'closed', prompt: 'idle' } });
      expect(bar.effects).toEqual([]);
      // The side widget's download button.
      bar.actor.send({ type: 'user.openInstallPopup' });
      expect(bar.actor.getSnapshot().hasTag('popupOpen')).toBe(true);
    });

    it('a closed bar stays closed when the user signs in (login required)', async () => {
      const bar = await barWith(everyLink, { closedEarlier: true, loginRequired: true });
      bar.actor.send({ type: 'auth.changed', session: session() });
      expect(visible(bar)).toBe(false);
      expect(bar.actor.getSnapshot().context.signedIn).toBe(true);
    });

    it('hidden when the device cannot be read: no links loaded, no crash', async () => {
      const { actor, detectDevice, loadDownloadLinks } = startBar();
      detectDevice.reject(new Error('no window'));
      await settle();
      expect(actor.getSnapshot().status).toBe('active');
      expect(actor.getSnapshot().value).toBe('failed');
      expect(loadDownloadLinks.calls).toHaveLength(0);
      actor.send({ type: 'user.openInstallPopup' });
      expect(actor.getSnapshot().tags).toEqual(new Set());
    });

    it('hidden when the links cannot be loaded: no crash, nothing offered', async () => {
      const bar = startBar();
      await bar.detected();
      bar.loadDownloadLinks.reject(apiError('client.network'));
      await settle();
      expect(bar.actor.getSnapshot().status).toBe('active');
      expect(bar.actor.getSnapshot().value).toBe('failed');
      expect(bar.actor.getSnapshot().context.offer).toEqual(noOffer);
      bar.actor.send({ type: 'user.openInstallPopup' });
      expect(bar.actor.getSnapshot().tags).toEqual(new Set());
    });
  });

  describe('login required', () => {
    it('a guest does not see it', async () => {
      const bar = await barWith(everyLink, { loginRequired: true });
      bar.actor.send({ type: 'auth.changed', session: null });
      expect(visible(bar)).toBe(false);
      expect(bar.actor.getSnapshot().value).toEqual({ ready: { bar: 'awaitingSession', prompt: 'idle' } });
    });

    it('a member sees it, also when the session came before the links', async () => {
      const bar = startBar({ loginRequired: true });
      bar.actor.send({ type: 'auth.changed', session: session() });
      await bar.detected();
      bar.loadDownloadLinks.resolve(everyLink);
      await settle();
      expect(visible(bar)).toBe(true);
    });

    it('shows once a guest signs in, and hides again when the session ends', async () => {
      const bar = await barWith(everyLink, { loginRequired: true });
      bar.actor.send({ type: 'auth.changed', session: session() });
      expect(visible(bar)).toBe(true);
      bar.actor.send({ type: 'auth.changed', session: session({ userName: 'bob' }) });
      expect(visible(bar)).toBe(true);
      bar.actor.send({ type: 'auth.changed', session: null });
      expect(visible(bar)).toBe(false);
      expect(bar.actor.getSnapshot().context.signedIn).toBe(false);
      expect(bar.effects).toEqual([]);
    });

    it('a guest sees it when login is not required, and still does after signing in and out', async () => {
      const bar = await barWith(everyLink, { loginRequired: false });
      expect(visible(bar)).toBe(true);
      bar.actor.send({ type: 'auth.changed', session: session() });
      bar.actor.send({ type: 'auth.changed', session: null });
      expect(visible(bar)).toBe(true);
    });
  });

  describe('install popup and guide', () => {
    it.each([
      { name: 'an iPhone', device: iPhone, entries: ['iosApp', 'iosProfile'] },
      { name: 'an Android phone', device: android, entries: ['android'] },
      { name: 'a web clip', device: webClip, entries: ['iosApp'] },
    ])('Download opens the install popup with the entries for $name', async ({ device, entries }) => {
      const bar = await barWith(everyLink, { device });
      bar.actor.send({ type: 'user.openInstallPopup' });
      expect(bar.actor.getSnapshot().hasTag('popupOpen')).toBe(true);
      expect(bar.actor.getSnapshot().hasTag('guideOpen')).toBe(false);
      expect(kinds(bar)).toEqual(entries);
      // The bar stays where it was under the popup.
      expect(visible(bar)).toBe(true);
    });

    it('the popup closes when dismissed', async () => {
      const bar = await barWith(everyLink, { device: android });
      bar.actor.send({ type: 'user.openInstallPopup' });
      bar.actor.send({ type: 'user.dismiss' });
      expect(bar.actor.getSnapshot().value).toEqual({ ready: { bar: 'shown', prompt: 'idle' } });
    });

    it('the guide opens from the popup when the site offers it, and closes when dismissed', async () => {
      const bar = await barWith(everyLink, { device: iPhone, homeScreenOption: true });
      bar.actor.send({ type: 'user.openInstallPopup' });
      bar.actor.send({ type: 'user.openGuide' });
      expect(bar.actor.getSnapshot().hasTag('guideOpen')).toBe(true);
      expect(bar.actor.getSnapshot().hasTag('popupOpen')).toBe(false);
      expect(bar.actor.getSnapshot().context.offer.guide).toEqual({ oldIosTips: false, profileUrl: profile.url });
      bar.actor.send({ type: 'user.dismiss' });
      expect(bar.actor.getSnapshot().value).toEqual({ ready: { bar: 'shown', prompt: 'idle' } });
    });

    it('the guide does not open where it is not offered', async () => {
      const bar = await barWith(everyLink, { device: iPhone, homeScreenOption: false });
      bar.actor.send({ type: 'user.openInstallPopup' });
      bar.actor.send({ type: 'user.openGuide' });
      expect(bar.actor.getSnapshot().hasTag('popupOpen')).toBe(true);
      expect(bar.actor.getSnapshot().hasTag('guideOpen')).toBe(false);
    });

    it('Download opens the guide directly when it is all there is, with the old-iOS tips on iOS 12.1', async () => {
      const bar = await barWith(social, { device: oldIPhone, homeScreenOption: true });
      bar.actor.send({ type: 'user.openInstallPopup' });
      expect(bar.actor.getSnapshot().hasTag('guideOpen')).toBe(true);
      expect(bar.actor.getSnapshot().context.offer).toEqual({ entries: [], guide: { oldIosTips: true, profileUrl: null }, browserInstall: false });
    });

    it('the guide is not reached from the bar without the popup', async () => {
      const bar = await barWith(everyLink, { device: iPhone, homeScreenOption: true });
      bar.actor.send({ type: 'user.openGuide' });
      expect(bar.actor.getSnapshot().value).toEqual({ ready: { bar: 'shown', prompt: 'idle' } });
    });
  });

  it.each(['detectDevice', 'loadDownloadLinks'])('fails loudly when src/app provides no %s', async (src) => {
    await expect(rejectionOf(downloadBarMachine, src)).resolves.toEqual(new Error(`${src} is provided by src/app`));
  });
});

describe('the browser installing the app (Chromium, issue 14)', () => {
  const site = { homeScreenOption: true };

  it('an Android phone with the home-screen option is offered the browser installation once the browser offers it', async () => {
    const bar = await barWith(everyLink, { device: android, ...site });
    expect(bar.actor.getSnapshot().context.offer.browserInstall).toBe(false);
    bar.browser({ type: 'browser.installAvailable' });
    expect(bar.actor.getSnapshot().context.offer).toEqual({
      entries: [{ kind: 'android', url: androidApp.url }],
      guide: null,
      browserInstall: true,
    });
    expect(bar.effects).toEqual([]);
  });

  it('offered before the links are here, it is in the offer they make', async () => {
    const bar = startBar({ device: android, ...site });
    bar.browser({ type: 'browser.installAvailable' });
    await bar.detected();
    bar.loadDownloadLinks.resolve(everyLink);
    await settle();
    expect(bar.actor.getSnapshot().context.offer.browserInstall).toBe(true);
  });

  it('without an Android link the bar waits for it, then shows; Download shows the browser prompt directly', async () => {
    const bar = await barWith(social, { device: android, ...site });
    expect(bar.actor.getSnapshot().value).toBe('noLinkForDevice');
    bar.browser({ type: 'browser.installAvailable' });
    expect(visible(bar)).toBe(true);
    bar.actor.send({ type: 'user.openInstallPopup' });
    expect(bar.effects).toEqual(['install.prompt']);
    expect(bar.actor.getSnapshot().hasTag('popupOpen')).toBe(false);
  });

  it('in the popup beside a link, its entry shows the prompt and closes the popup', async () => {
    const bar = await barWith(everyLink, { device: android, ...site });
    bar.browser({ type: 'browser.installAvailable' });
    bar.actor.send({ type: 'user.openInstallPopup' });
    expect(bar.actor.getSnapshot().hasTag('popupOpen')).toBe(true);
    bar.actor.send({ type: 'user.install' });
    expect(bar.effects).toEqual(['install.prompt']);
    expect(bar.actor.getSnapshot().hasTag('popupOpen')).toBe(false);
  });

  it('turned down, it leaves the offer; when it was all there was, the bar goes for this window', async () => {
    const withLink = await barWith(everyLink, { device: android, ...site });
    withLink.browser({ type: 'browser.installAvailable' });
    withLink.browser({ type: 'browser.installDismissed' });
    expect(withLink.actor.getSnapshot().context.offer.browserInstall).toBe(false);
    expect(visible(withLink)).toBe(true);

    const alone = await barWith(social, { device: android, ...site });
    alone.browser({ type: 'browser.installAvailable' });
    alone.actor.send({ type: 'user.openInstallPopup' });
    alone.browser({ type: 'browser.installDismissed' });
    expect(alone.actor.getSnapshot().value).toBe('installUnavailable');
    expect(visible(alone)).toBe(false);
    alone.browser({ type: 'browser.installAvailable' });
    expect(visible(alone)).toBe(false);
  });

  it('installed from here, the bar and the popup go', async () => {
    const bar = await barWith(everyLink, { device: android, ...site });
    bar.browser({ type: 'browser.installAvailable' });
    bar.actor.send({ type: 'user.openInstallPopup' });
    bar.browser({ type: 'browser.installed' });
    expect(bar.actor.getSnapshot().value).toBe('installedFromHere');
    expect(bar.actor.getSnapshot().tags).toEqual(new Set());
    expect(bar.actor.getSnapshot().context.offer).toEqual(noOffer);
  });

  it('is not offered without the home-screen option, on iOS, in a web clip or in the native app', async () => {
    const noOption = await barWith(everyLink, { device: android, homeScreenOption: false });
    noOption.browser({ type: 'browser.installAvailable' });
    expect(noOption.actor.getSnapshot().context.offer.browserInstall).toBe(false);
    for (const device of [iPhone, webClip]) {
      expect(downloadOffer(device, everyLink, { homeScreenOption: true, installable: true }).browserInstall).toBe(false);
    }
    const native = startBar({ device: nativeApp, ...site });
    await native.detected();
    native.browser({ type: 'browser.installAvailable' });
    expect(native.actor.getSnapshot().value).toBe('inNativeApp');
    expect(native.actor.getSnapshot().context.offer).toEqual(noOffer);
  });

  it('a broken install prompt leaves the rest of the bar working', async () => {
    const detectDevice = controlledPromise<DownloadBarStart>('detectDevice');
    const actor = createActor(
      downloadBarMachine.provide({
        actors: {
          detectDevice: detectDevice.logic,
          watchInstallPrompt: fromCallback(() => {
            throw new Error('no window');
          }),
        },
      }),
    ).start();
    expect(actor.getSnapshot().value).toBe('detecting');
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.installable).toBe(false);
  });
});

describe('download offer (device rules)', () => {
  const option = { homeScreenOption: true, installable: false };

  it('an iPhone in a browser tab: the app, then the profile, and the guide with the profile button', () => {
    expect(downloadOffer(iPhone, everyLink, option)).toEqual({
      entries: [
        { kind: 'iosApp', url: iosApp.url },
        { kind: 'iosProfile', url: profile.url },
      ],
      guide: { oldIosTips: false, profileUrl: profile.url },
      browserInstall: false,
    });
  });

  it('an iPhone without the home-screen option gets no guide', () => {
    expect(downloadOffer(iPhone, everyLink, { homeScreenOption: false, installable: false }).guide).toBeNull();
  });

  it('the guide without a MOBILECONFIG link has no profile button', () => {
    expect(downloadOffer(iPhone, [iosApp], option).guide).toEqual({ oldIosTips: false, profileUrl: null });
  });

  it('an Android phone: the Android link only, and never the guide', () => {
    expect(downloadOffer(android, everyLink, option)).toEqual({ entries: [{ kind: 'android', url: androidApp.url }], guide: null, browserInstall: false });
  });

  it('a web clip: the iOS app link only (no profile, no guide)', () => {
    expect(downloadOffer(webClip, everyLink, option)).toEqual({ entries: [{ kind: 'iosApp', url: iosApp.url }], guide: null, browserInstall: false });
  });

  it.each([
    { name: 'the native app', device: nativeIosApp },
    { name: 'an installed PWA', device: installedPwa },
    { name: 'a desktop browser', device: desktop },
    { name: 'an unknown device', device: null },
  ])('$name is offered nothing', ({ device }) => {
    expect(downloadOffer(device, everyLink, option)).toEqual(noOffer);
    expect(offersNothing(downloadOffer(device, everyLink, option))).toBe(true);
  });

  it('a link with an empty address is no link; the first link of a type with an address counts', () => {
    const links: Resource[] = [
      { resourceType: 'Android', url: '' },
      { resourceType: 'Android', url: 'https://dl.demo.test/first' },
      { resourceType: 'Android', url: 'https://dl.demo.test/second' },
    ];
    expect(linkUrl(links, 'Android')).toBe('https://dl.demo.test/first');
    expect(linkUrl(links, 'IOS')).toBeNull();
    expect(linkUrl([{ resourceType: 'IOS', url: '  ' }], 'IOS')).toBeNull();
  });

  it('telegram, facebook and the icon install nothing', () => {
    expect(downloadOffer(iPhone, social, { homeScreenOption: false, installable: false })).toEqual(noOffer);
    expect(downloadOffer(android, social, option)).toEqual(noOffer);
  });

  it('something is offered with one entry or with the guide alone', () => {
    expect(offersNothing({ entries: [{ kind: 'android', url: 'x' }], guide: null, browserInstall: false })).toBe(false);
    expect(offersNothing({ entries: [], guide: { oldIosTips: false, profileUrl: null }, browserInstall: false })).toBe(false);
    expect(offersNothing({ entries: [], guide: null, browserInstall: true })).toBe(false);
    expect(offersNothing(noOffer)).toBe(true);
  });

  it.each([
    { version: { major: 9, minor: 3 }, tips: true },
    { version: { major: 11, minor: 4 }, tips: true },
    { version: { major: 12, minor: 0 }, tips: true },
    { version: { major: 12, minor: 1 }, tips: true },
    { version: { major: 12, minor: 2 }, tips: false },
    { version: { major: 12, minor: 3 }, tips: false },
    { version: { major: 12, minor: 4 }, tips: false },
    { version: { major: 13, minor: 0 }, tips: false },
    { version: { major: 17, minor: 4 }, tips: false },
  ])('the guide shows the old-iOS tips on iOS $version.major.$version.minor: $tips', ({ version, tips }) => {
    expect(needsOldIosTips(version)).toBe(tips);
    const device: DeviceFacts = { runsAs: 'H5', os: 'ios', iosVersion: version };
    expect(downloadOffer(device, [profile], option).guide).toEqual({ oldIosTips: tips, profileUrl: profile.url });
  });

  it('an iPhone whose version is unknown gets no old-iOS tips', () => {
    expect(needsOldIosTips(null)).toBe(false);
    expect(downloadOffer({ runsAs: 'H5', os: 'ios', iosVersion: null }, [], option).guide).toEqual({
      oldIosTips: false,
      profileUrl: null,
    });
  });
});
