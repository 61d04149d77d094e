import { test as base, expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { loginResponseSchema, sessionFromLogin, type ContentKind, type SessionInfo } from '../../contract';
import { sessionStorageKey } from '../../src/platform/sessionStore';
import { seedAnnouncements } from '../../server/db/seed-content';
import { devContentPath } from '../../server/schemas/dev-content';
import { devControlPaths } from '../../server/schemas/dev-controls';
import type { SiteSettingsPatch } from '../../server/schemas/site-settings';
import { AxeAuditor, defaultAxeOptions, directoryScanRegistry, type AxeOptions, type ScanRegistry } from './a11y';
import { CspGate } from './csp';
import { HydrationGate } from './hydration';
import { serverURL } from './servers';

export { expect };
export { AxeAuditor, formatFindings, axeTags, type AxeOptions, type Finding } from './a11y';

/** The seeded demo accounts' password (reference platform seed). */
export const demoPassword = 'Demo@2026';

/** `/m/home`, with or without a trailing slash, query or hash. */
export const homeUrl = /\/m\/home\/?(?:[?#].*)?$/;

interface Fixtures {
  /**
   * Every test starts on the seeded platform. Besides isolation this clears the rate limits,
   * which count per client and all e2e traffic comes from one address.
   */
  freshPlatform: void;
  /** Per-test axe options; `test.use({ axe: { ...defaultAxeOptions, exclude: ['#widget'] } })`. */
  axe: AxeOptions;
  /** The auditor watching `page` (call `a11y.scanNow()` to scan a state that has no navigation). */
  a11y: AxeAuditor;
  /** Dev controls of the reference platform (the platform is fresh at the start of every test). */
  site: Site;
  /**
   * Keep the seeded pop-up announcements (`test.use({ seededPopups: true })`). Off by default:
   * the announcement popup is modal, and tests that are not about it would have to close it
   * first, so the fresh platform serves every seeded announcement but the pop-ups.
   */
  seededPopups: boolean;
}

export interface Site {
  patch(patch: SiteSettingsPatch): Promise<unknown>;
  reset(): Promise<void>;
  /** The answer of an issued captcha: by key, or the most recently issued one. */
  captcha(key?: string): Promise<string>;
}

/**
 * `test` with an accessibility gate: every screen state a test reaches (each main-frame
 * navigation, including client-side route changes, and the final state) is scanned with axe once
 * it has settled, unless another test of the run scanned that state already (page × role ×
 * language × open dialog, e2e/support/a11y.ts `screenState`); a state a test marks with
 * `a11y.scanNow()` is always scanned. Any serious or critical violation fails the test with rule
 * id, help and targets. Any Content-Security-Policy violation fails it too (e2e/support/csp.ts).
 */
export const test = base.extend<Fixtures>({
  axe: [defaultAxeOptions, { option: true }],

  // Each worker talks to its own platform. A config without a base URL (the axe guard's, whose
  // pages are served by the test itself) keeps none, so it never touches a running platform.
  baseURL: async ({ baseURL }, use, testInfo) => {
    await use(baseURL === undefined ? undefined : serverURL(testInfo.parallelIndex));
  },

  seededPopups: [false, { option: true }],

  freshPlatform: [
    async ({ request, baseURL, seededPopups }, use) => {
      // Pages a test serves itself (the axe guard's fixtures) have no platform to reset.
      if (baseURL) {
        await resetSite(request);
        if (!seededPopups) await putContent(request, 'announcements', seedAnnouncements.filter(({ type }) => type !== 'PU'));
      }
      await use();
    },
    { auto: true },
  ],

  a11y: async ({ page, axe }, use) => {
    // The page fixture creates and attaches the auditor; this hands the same one to the test.
    await use(auditors.get(page) ?? new AxeAuditor(page, axe));
  },

  page: async ({ page, axe }, use, testInfo) => {
    const registry = scanRegistry(testInfo.project.metadata);
    const auditor = new AxeAuditor(page, registry && axe.registry === undefined ? { ...axe, registry } : axe).attach();
    auditors.set(page, auditor);
    const csp = new CspGate(page).attach();
    const hydration = new HydrationGate(page).attach();
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      const screenshot = await page.screenshot({ timeout: 5_000 }).catch(() => undefined);
      if (screenshot) await testInfo.attach('screenshot at the failure', { body: screenshot, contentType: 'image/png' });
    }
    try {
      // After a failure the final state is often mid-flow: report what was found, don't rescan.
      // (Not expectedStatus: a test marked test.fail() that passed its body must still be scanned.)
      await auditor.finish(testInfo, { finalScan: testInfo.status === 'passed' });
    } finally {
      csp.finish();
      hydration.finish();
    }
  },

  // The platform is already fresh (freshPlatform), and the next test resets it again.
  site: async ({ request }, use) => {
    await use({
      patch: (patch) => patchSite(request, patch),
      reset: () => resetSite(request),
      captcha: (key) => captchaAnswer(request, key),
    });
  },
});

const auditors = new WeakMap<Page, AxeAuditor>();

/** The run's shared registry of scanned states, when the project names its folder (playwright.config.ts). */
let registry: { directory: string; registry: ScanRegistry } | undefined;
function scanRegistry(metadata: Record<string, unknown>): ScanRegistry | undefined {
  const directory = metadata.axeStates;
  if (typeof directory !== 'string') return undefined;
  if (registry?.directory !== directory) registry = { directory, registry: directoryScanRegistry(directory) };
  return registry.registry;
}

async function envelopeValue(
  response: import('@playwright/test').APIResponse,
  what: string,
): Promise<unknown> {
  const text = await response.text();
  expect(response.ok(), `${what} → HTTP ${response.status()}: ${text.slice(0, 500)}`).toBe(true);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return text;
  }
  if (body && typeof body === 'object' && 'success' in body) {
    expect(body.success, `${what} → ${text.slice(0, 500)}`).toBe(true);
    return 'value' in body ? body.value : undefined;
  }
  return body;
}

/** `POST /dev/reset`: the demo site back to its seeded settings. */
export async function resetSite(request: APIRequestContext): Promise<void> {
  await envelopeValue(await request.post('/dev/reset'), 'POST /dev/reset');
}

/** `PUT /dev/content/<kind>`: one home content list of the demo site, until the next reset. */
export async function putContent(request: APIRequestContext, kind: ContentKind, items: readonly unknown[]): Promise<void> {
  const path = devContentPath(kind);
  await envelopeValue(await request.put(path, { data: items }), `PUT ${path}`);
}

/** `PATCH /dev/site` with a partial settings object (siteSettingsPatchSchema). */
export async function patchSite(request: APIRequestContext, patch: SiteSettingsPatch): Promise<unknown> {
  return envelopeValue(
    await request.patch('/dev/site', { data: patch }),
    `PATCH /dev/site ${JSON.stringify(patch)}`,
  );
}

/** `GET /dev/captcha[?key=]`: the answer of the captcha with that key, or of the latest one. */
export async function captchaAnswer(request: APIRequestContext, key?: string): Promise<string> {
  const path = key ? `/dev/captcha?key=${encodeURIComponent(key)}` : '/dev/captcha';
  const value = await envelopeValue(await request.get(path), `GET ${path}`);
  const code = typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
  if (typeof code !== 'string') throw new Error(`GET ${path} returned no captcha code: ${JSON.stringify(value)}`);
  return code;
}

/**
 * Follows the captcha keys the page receives from `/wps/captcha`, so a test can ask the platform
 * for the answer of exactly the captcha on screen. `latest()` is undefined if none was seen.
 */
export function watchCaptchaKeys(page: Page): { latest(): Promise<string | undefined> } {
  let latest: Promise<string | undefined> = Promise.resolve(undefined);
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/wps/captcha')) return;
    const previous = latest;
    latest = response
      .json()
      .then((body: unknown) => {
        const value = typeof body === 'object' && body !== null && 'value' in body ? body.value : undefined;
        const key = typeof value === 'object' && value !== null && 'captchaKey' in value ? value.captchaKey : undefined;
        return typeof key === 'string' ? key : previous;
      })
      .catch(() => previous);
  });
  return { latest: () => latest };
}

/**
 * Signs in without the login form, for tests that are not about logging in: the platform opens a
 * session for the seeded account (`POST /dev/session`), and the session info is in the tab's
 * storage before the app's first script runs, as after a login (accounts §3). Then opens `path`.
 * Sign-out still works: the session is put in place once per tab, not on every load.
 */
export async function signInAs(page: Page, account: string, path = '/m/home'): Promise<SessionInfo> {
  const value = loginResponseSchema.parse(
    await envelopeValue(await page.request.post(devControlPaths.session, { data: { account } }), `POST ${devControlPaths.session}`),
  );
  const session = sessionFromLogin(value);
  await page.addInitScript(
    ({ key, session }) => {
      // The tab's name survives reloads and sign-out's clearing of storage, which must stick.
      const marker = 'e2e-session-placed';
      if (window.name.includes(marker)) return;
      window.name = `${window.name} ${marker}`;
      window.sessionStorage.setItem(key, JSON.stringify(session));
    },
    { key: sessionStorageKey, session },
  );
  await page.goto(path);
  return session;
}

/** The login form's controls, queried by role and label as a person would. */
export function loginForm(page: Page) {
  return {
    heading: page.getByRole('heading', { name: 'Log in', exact: true }),
    username: page.getByRole('textbox', { name: 'Username', exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    captcha: page.getByRole('textbox', { name: 'Captcha', exact: true }),
    captchaImage: page.getByRole('img', { name: 'Captcha image', exact: true }),
    refreshCaptcha: page.getByRole('button', { name: 'Refresh captcha', exact: true }),
    submit: page.getByRole('button', { name: 'Log in', exact: true }),
    alert: page.getByRole('alert'),
  };
}

/** Fills in the login form on screen and submits it; where the app goes next is the caller's to check. */
export async function submitLogin(page: Page, username: string, password = demoPassword): Promise<void> {
  const form = loginForm(page);
  await form.username.fill(username);
  await form.password.fill(password);
  await form.submit.click();
}

/**
 * Log in through the login form (opening `/m/login` first unless it is already shown) and wait
 * for the app to land on `/m/home`.
 */
export async function loginAs(page: Page, username: string, password = demoPassword): Promise<void> {
  if (!/\/m\/login(?:[/?#]|$)/.test(page.url())) await page.goto('/m/login');
  await submitLogin(page, username, password);
  await expect(page, `login as ${username} should land on /m/home`).toHaveURL(homeUrl);
}

/**
 * Signs out from the header menu and waits for the page load sign-out ends with (accounts §4:
 * reload to /m/home). "Log in" shows before that load, so a test that navigates right after it
 * would race the reload.
 */
export async function signOutFromMenu(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { e2eBeforeSignOut: true }));
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  // Mid-navigation the old document is gone: not reloaded yet, ask again.
  await expect
    .poll(() => page.evaluate(() => !('e2eBeforeSignOut' in window)).catch(() => false), {
      message: 'sign-out reloads the page',
    })
    .toBe(true);
  await page.waitForLoadState('load');
  await expect(page.getByRole('link', { name: 'Log in', exact: true }).first()).toBeVisible();
}

/** Holds every request to `url` unanswered until the returned function lets them through. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
