import { describe, expect, it, vi } from 'vitest';
import { countriesQuery, registerSettingsQuery } from '../../src/api/accountQueries';
import { homeContentQuery, hotMatchesQuery, winnersQuery } from '../../src/api/contentQueries';
import { startupQuery } from '../../src/api/startupQueries';
import { createTestAppRouter } from './support/renderApp';
import { startTestApp } from './support/testApp';

/** The app's router for a guest, with every platform call left unanswered. */
async function appRouter() {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
  const testApp = await startTestApp();
  const fetching = (queryKey: readonly unknown[]) => testApp.queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching';
  return { router: createTestAppRouter(testApp), fetching };
}

describe('route loaders start what their page shows', () => {
  it.each(['/m/login', '/m/forget'] as const)('%s starts the dialing codes of its phone field, without waiting for them', async (to) => {
    const { router, fetching } = await appRouter();
    await router.preloadRoute({ to });
    expect(fetching(countriesQuery().queryKey)).toBe(true);
    expect(fetching(registerSettingsQuery().queryKey)).toBe(false);
  });

  it('/m/register waits for the registration rules and the dialing codes, for the machine to start on the form', async () => {
    const { router, fetching } = await appRouter();
    let loaded = false;
    void router.preloadRoute({ to: '/m/register' }).then(() => {
      loaded = true;
    });
    await vi.waitFor(() => expect(fetching(registerSettingsQuery().queryKey)).toBe(true));
    expect(fetching(countriesQuery().queryKey)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).toBe(false);
  });

  it('/m/register still opens when the rules fail: the machine shows the failure and its retry', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    const testApp = await startTestApp();
    const router = createTestAppRouter(testApp);
    await router.preloadRoute({ to: '/m/register' });
    expect(testApp.queryClient.getQueryState(registerSettingsQuery().queryKey)?.status).toBe('error');
  });

  it('a page without a phone field starts neither', async () => {
    const { router, fetching } = await appRouter();
    await router.preloadRoute({ to: '/m/activity' });
    expect(fetching(countriesQuery().queryKey)).toBe(false);
    expect(fetching(registerSettingsQuery().queryKey)).toBe(false);
  });

  it("/m/home starts its content for a guest and shows at once, without waiting for any of it", async () => {
    const { router, fetching } = await appRouter();
    const { queryClient } = router.options.context;
    const { merchantCode } = await queryClient.ensureQueryData(startupQuery());
    queryClient.removeQueries({ queryKey: homeContentQuery(merchantCode, null).queryKey });
    await router.preloadRoute({ to: '/m/home' });
    await vi.waitFor(() => expect(fetching(homeContentQuery(merchantCode, null).queryKey)).toBe(true));
    expect(fetching(hotMatchesQuery().queryKey)).toBe(true);
    expect(fetching(winnersQuery().queryKey)).toBe(true);
  });
});
