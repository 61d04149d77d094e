import type { DownloadBarEvent } from '../../machines/downloadBar.machine';

/** Chromium's `beforeinstallprompt` event: not in the DOM typings, read by its shape. */
type InstallPromptEvent = Event & {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event;
}

type Reports = Extract<DownloadBarEvent, { type: 'browser.installAvailable' | 'browser.installDismissed' | 'browser.installed' }>;

/**
 * The browser's own installation of the app (issue 14; Chromium). Its install prompt is held
 * instead of shown (`beforeinstallprompt`), and reported as available; `prompt()` shows it, once,
 * inside the tap that asked, and reports a dismissal; an installation is reported from
 * `appinstalled`. Browsers without it (Safari, Firefox) never report anything.
 */
export function watchInstallPrompt(report: (event: Reports) => void): { prompt: () => void; stop: () => void } {
  let held: InstallPromptEvent | null = null;
  const onAvailable = (event: Event) => {
    if (!isInstallPromptEvent(event)) return;
    // Held for the download bar's add-to-home-screen entry instead of the browser's own banner.
    event.preventDefault();
    held = event;
    report({ type: 'browser.installAvailable' });
  };
  const onInstalled = () => {
    held = null;
    report({ type: 'browser.installed' });
  };
  window.addEventListener('beforeinstallprompt', onAvailable);
  window.addEventListener('appinstalled', onInstalled);
  return {
    prompt: () => {
      const event = held;
      held = null;
      if (event === null) return;
      event
        .prompt()
        .then(() => event.userChoice)
        .then(
          ({ outcome }) => {
            if (outcome === 'dismissed') report({ type: 'browser.installDismissed' });
          },
          () => report({ type: 'browser.installDismissed' }),
        );
    },
    stop: () => {
      window.removeEventListener('beforeinstallprompt', onAvailable);
      window.removeEventListener('appinstalled', onInstalled);
    },
  };
}
