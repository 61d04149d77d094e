import type { ReactNode } from 'react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from './renderWithI18n';
import { startTestApp, TestAppProviders, type TestApp } from './testApp';

/** Every page the shell links to: each shows a heading "page <path>". */
const pages = [
  '/m/home',
  '/m/activity',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/mine',
  '/m/help',
  '/m/login',
  '/m/register',
  '/m/notice',
  '/m/gameList',
  '/m/agent',
];

/**
 * Renders `shell` above a tiny router's pages (so links, back and aria-current really work),
 * opened at `path`, under Lingui and the test app (a guest's unless one is given; its query client
 * is the one the test can seed).
 */
export async function renderInRouter(shell: ReactNode, { path = '/m/home', app }: { path?: string; app?: TestApp } = {}) {
  const testApp = app ?? (await startTestApp());
  const root = createRootRoute({
    component: () => (
      <>
        {shell}
        <Outlet />
      </>
    ),
  });
  const routes = pages.map((page) =>
    createRoute({ getParentRoute: () => root, path: page, component: () => <h2>{`page ${page}`}</h2> }),
  );
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  renderWithI18n(
    <TestAppProviders testApp={testApp}>
      <RouterProvider router={router} />
    </TestAppProviders>,
  );
  await screen.findByRole('heading', { name: `page ${path.split('?')[0]}` });
  return { router, user: userEvent.setup(), testApp };
}
