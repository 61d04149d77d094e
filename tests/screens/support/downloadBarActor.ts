import { onTestFinished } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { Resource } from '../../../contract';
import {
  downloadBarMachine,
  type DeviceFacts,
  type DownloadBarSettings,
  type InstallPromptCommand,
} from '../../../machines/downloadBar.machine';

export const iPhone17: DeviceFacts = { runsAs: 'H5', os: 'ios', iosVersion: { major: 17, minor: 4 } };
export const iPhone12_1: DeviceFacts = { runsAs: 'H5', os: 'ios', iosVersion: { major: 12, minor: 1 } };
export const webClip: DeviceFacts = { runsAs: 'WEBCLIP', os: 'ios', iosVersion: { major: 17, minor: 4 } };
export const android: DeviceFacts = { runsAs: 'H5', os: 'android', iosVersion: null };
export const desktop: DeviceFacts = { runsAs: 'H5', os: 'other', iosVersion: null };

export const demoLinks: Resource[] = [
  { resourceType: 'IOS', url: 'https://apps.example/demobet' },
  { resourceType: 'Android', url: 'https://dl.example/demobet.apk' },
  { resourceType: 'MOBILECONFIG', url: 'https://dl.example/demobet.mobileconfig' },
  { resourceType: 'TELEGRAM', url: 'https://t.me/demobet' },
  { resourceType: 'FACEBOOK', url: 'https://facebook.example/demobet' },
  { resourceType: 'AppDownloadIcon', url: 'app/icon.svg' },
];

type Options = {
  device?: DeviceFacts;
  links?: Resource[];
  closedEarlier?: boolean;
  /** The browser offers to install the app from the start (Chromium's install prompt). */
  installable?: boolean;
} & Partial<DownloadBarSettings>;

/**
 * The real download-bar machine with the device, hide flag, settings and links given, started and
 * settled (reading and loading done). `persisted` counts the persisted hide flags, `prompts` the
 * browser install prompts shown.
 */
export async function startDownloadBar({
  device = android,
  links = demoLinks,
  closedEarlier = false,
  loginRequired = false,
  homeScreenOption = false,
  installable = false,
}: Options = {}) {
  const persisted: string[] = [];
  const prompts: string[] = [];
  const actor = createActor(
    downloadBarMachine.provide({
      actors: {
        detectDevice: fromPromise(async () => ({ device, closedEarlier, settings: { loginRequired, homeScreenOption } })),
        loadDownloadLinks: fromPromise(async () => links),
        watchInstallPrompt: fromCallback<InstallPromptCommand>(({ sendBack, receive }) => {
          if (installable) sendBack({ type: 'browser.installAvailable' });
          receive((command) => prompts.push(command.type));
        }),
      },
      actions: { persistClosed: () => persisted.push('closed') },
    }),
  ).start();
  onTestFinished(() => {
    actor.stop();
  });
  await waitFor(actor, (snapshot) => snapshot.value !== 'detecting' && snapshot.value !== 'loading');
  return { actor, persisted, prompts };
}
