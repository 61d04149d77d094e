import { vi } from 'vitest';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { createAppRouter } from '../../../src/app/router';
import { renderWithI18n } from './renderWithI18n';
import { startTestApp, TestAppProviders, type TestApp } from './testApp';

/**
 * The real app (its route tree, guards, loaders, shell and screens) opened at `path`, under Lingui
 * and the test app (a guest's unless one is given). Resolves once the first page has loaded.
 */
export async function renderApp(path: string, { app }: { app?: TestApp } = {}) {
  const testApp = app ?? (await startTestApp());
  // The router restores scroll positions; jsdom has no scrolling to do.
  vi.stubGlobal('scrollTo', () => undefined);
  const auth = testApp.app.getSnapshot().children.auth;
  if (auth === undefined) throw new Error('the test app has no auth child');
  const router = createAppRouter(
    { auth, queryClient: testApp.queryClient },
    { history: createMemoryHistory({ initialEntries: [path] }) },
  );
  await router.load();
  renderWithI18n(
    <TestAppProviders testApp={testApp}>
      <RouterProvider router={router} />
    </TestAppProviders>,
  );
  return { router, user: userEvent.setup(), testApp };
}
