import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppUpdateEvent } from '../../machines/appUpdate.machine';
import { AppUpdateNotice } from '../../src/ui/appUpdate/AppUpdateNotice';
import { renderWithI18n } from './support/renderWithI18n';
import { startTestApp, TestAppProviders } from './support/testApp';

/** The app with a service worker the test speaks for. */
async function renderNotice() {
  let report: (event: AppUpdateEvent) => void = () => {
    throw new Error('the app is not watching the service worker');
  };
  const testApp = await startTestApp({
    watchServiceWorker: (send) => {
      report = send;
      return () => undefined;
    },
  });
  renderWithI18n(
    <TestAppProviders testApp={testApp}>
      <AppUpdateNotice />
    </TestAppProviders>,
  );
  return { testApp, report: (event: AppUpdateEvent) => act(() => report(event)), user: userEvent.setup() };
}

describe('the new version notice', () => {
  it('is not shown while the version on screen is the current one', async () => {
    await renderNotice();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a new version is available, in the status region; Reload loads the page', async () => {
    const { testApp, report, user } = await renderNotice();
    report({ type: 'worker.updated' });
    expect(screen.getByRole('status').textContent).toContain('A new version is available.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(testApp.reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });

  it('Later hides it without a reload; a newer version shows it again', async () => {
    const { testApp, report, user } = await renderNotice();
    report({ type: 'worker.updated' });
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version is available.')).toBeNull();
    report({ type: 'worker.updated' });
    expect(screen.getByText('A new version is available.')).toBeTruthy();
    expect(testApp.reloadPage).not.toHaveBeenCalled();
  });

  it('shows nothing where there is no service worker', async () => {
    const { report } = await renderNotice();
    report({ type: 'worker.unavailable' });
    report({ type: 'worker.updated' });
    expect(screen.queryByText('A new version is available.')).toBeNull();
  });
});
