import { vi } from 'vitest';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import userEvent from '@testing-library/user-event';
import { createAppRouter } from '../../../src/app/router';
import { renderWithI18n } from './renderWithI18n';
import { startTestApp, TestAppProviders, type TestApp } from './testApp';

/** The app's real router (route tree, guards, loaders) over the test app, in a memory history at `path`. */
export function createTestAppRouter({ app, queryClient }: TestApp, path = '/m/home') {
  const auth = app.getSnapshot().children.auth;
  const language = app.getSnapshot().children.language;
  if (auth === undefined || language === undefined) throw new Error('the test app has no auth or language child');
  return createAppRouter({ auth, language, queryClient }, { history: createMemoryHistory({ initialEntries: [path] }) });
}

/**
 * The real app (its route tree, guards, loaders, shell and screens) opened at `path`, under Lingui
 * and the test app (a guest's unless one is given). Resolves once the first page has loaded.
 */
export async function renderApp(path: string, { app }: { app?: TestApp } = {}) {
  const testApp = app ?? (await startTestApp());
  // The router restores scroll positions; jsdom has no scrolling to do.
  vi.stubGlobal('scrollTo', () => undefined);
  const router = createTestAppRouter(testApp, path);
  await router.load();
  renderWithI18n(
    <TestAppProviders testApp={testApp}>
      <RouterProvider router={router} />
    </TestAppProviders>,
  );
  return { router, user: userEvent.setup(), testApp };
}
