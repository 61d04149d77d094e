import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, type RouteComponent } from '@tanstack/react-router';
import { preloadPageCode } from '../../src/app/router';

/** A split page component, as the router plugin makes them in the build: its `preload` imports its code. */
function splitComponent(): RouteComponent {
  return Object.assign(() => null, { preload: vi.fn(async () => undefined) });
}

describe('the page’s code is asked for beside the first catalog (issue 14)', () => {
  it('preloads the split components of the routes at the address and of no other, and runs no guard or loader', () => {
    const guard = vi.fn();
    const loader = vi.fn();
    const rootRoute = createRootRoute({ component: splitComponent() });
    const login = createRoute({ getParentRoute: () => rootRoute, path: '/m/login', component: splitComponent(), beforeLoad: guard, loader });
    const home = createRoute({ getParentRoute: () => rootRoute, path: '/m/home', component: splitComponent(), beforeLoad: guard, loader });
    const router = createRouter({
      routeTree: rootRoute.addChildren([login, home]),
      history: createMemoryHistory({ initialEntries: ['/m/login'] }),
    });

    preloadPageCode(router);

    expect(rootRoute.options.component?.preload).toHaveBeenCalledTimes(1);
    expect(login.options.component?.preload).toHaveBeenCalledTimes(1);
    expect(home.options.component?.preload).not.toHaveBeenCalled();
    expect(guard).not.toHaveBeenCalled();
    expect(loader).not.toHaveBeenCalled();
  });

  it('leaves a page whose code failed to load to the router’s own load: the failure is handled, not left unhandled', () => {
    const failed = Promise.reject(new Error('offline'));
    const handled = vi.spyOn(failed, 'catch');
    const rootRoute = createRootRoute({ component: Object.assign(() => null, { preload: () => failed }) });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });

    preloadPageCode(router);

    expect(handled).toHaveBeenCalledTimes(1);
  });
});
