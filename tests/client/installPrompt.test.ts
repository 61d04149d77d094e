import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DownloadBarEvent } from '../../machines/downloadBar.machine';
import { watchInstallPrompt } from '../../src/platform/installPrompt';

/** Chromium's `beforeinstallprompt`, answering the prompt with `outcome`. */
function installPromptEvent(outcome: 'accepted' | 'dismissed' | 'broken') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {
      if (outcome === 'broken') throw new DOMException('already used', 'InvalidStateError');
    }),
    userChoice: Promise.resolve({ outcome: outcome === 'broken' ? 'dismissed' : outcome }),
  });
  return event;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function watch() {
  const reports: DownloadBarEvent[] = [];
  const watcher = watchInstallPrompt((event) => reports.push(event));
  stops.push(watcher.stop);
  return { reports, watcher };
}

const stops: Array<() => void> = [];

describe("the browser's install prompt", () => {
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
  });

  it('is held instead of shown, and reported as available', () => {
    const { reports } = watch();
    const event = installPromptEvent('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(event.prompt).not.toHaveBeenCalled();
    expect(reports).toEqual([{ type: 'browser.installAvailable' }]);
  });

  it('is shown once on prompt(); turned down, that is reported', async () => {
    const { reports, watcher } = watch();
    const event = installPromptEvent('dismissed');
    window.dispatchEvent(event);
    watcher.prompt();
    watcher.prompt();
    await settle();
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(reports).toEqual([{ type: 'browser.installAvailable' }, { type: 'browser.installDismissed' }]);
  });

  it('accepted, the installation itself is reported (appinstalled)', async () => {
    const { reports, watcher } = watch();
    window.dispatchEvent(installPromptEvent('accepted'));
    watcher.prompt();
    await settle();
    expect(reports).toEqual([{ type: 'browser.installAvailable' }]);
    window.dispatchEvent(new Event('appinstalled'));
    expect(reports).toEqual([{ type: 'browser.installAvailable' }, { type: 'browser.installed' }]);
  });

  it('a prompt the browser refuses to show counts as turned down', async () => {
    const { reports, watcher } = watch();
    window.dispatchEvent(installPromptEvent('broken'));
    watcher.prompt();
    await settle();
    expect(reports.at(-1)).toEqual({ type: 'browser.installDismissed' });
  });

  it('without a held prompt, prompt() does nothing; an event of another shape is not one', () => {
    const { reports, watcher } = watch();
    watcher.prompt();
    const plain = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
    expect(reports).toEqual([]);
  });

  it('stops listening when stopped', () => {
    const { reports, watcher } = watch();
    watcher.stop();
    window.dispatchEvent(installPromptEvent('accepted'));
    window.dispatchEvent(new Event('appinstalled'));
    expect(reports).toEqual([]);
  });
});
