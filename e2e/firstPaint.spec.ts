import { devices, type Page } from '@playwright/test';
import { defaultAxeOptions } from './support/a11y';
import { test, expect, holdRequests } from './support/test';

/** The seeded first banner (server/db/seed-content.ts). */
const firstBanner = 'Welcome bonus: 100% on your first deposit';

test('home paints its header and first banner from the page alone, before any script', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL, javaScriptEnabled: false, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/m/home');
  // The first paint is a picture of the page, hidden from assistive technology: found by what shows.
  const paint = page.locator('#first-paint');
  await expect(paint.getByText('WinPlay')).toBeVisible();
  await expect(paint.locator('img')).toHaveJSProperty('complete', true);
  expect(await paint.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await context.close();
});

/** Opens `path` with the app's entry held: the page shows what the server wrote, then the app. */
async function openHeld(page: Page, path: string) {
  const release = await holdRequests(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

// The page does not load until the test lets the entry through: its navigation cannot wait for
// the accessibility scan, which waits for the load (home is scanned by the other tests).
const unscanned = { axe: { ...defaultAxeOptions, awaitScans: false } };

test.describe('while the app\'s entry is held', () => {
  test.use(unscanned);

  test('the app takes over home without moving the banner, which comes in the page: it is not asked for', async ({ page }) => {
    const bannerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/banner/welcome.svg')) bannerRequests.push(request.url());
    });
    const release = await openHeld(page, '/m/home');
    const paint = page.locator('#first-paint');
    await expect(paint.locator('img')).toHaveJSProperty('complete', true);
    const painted = await paint.locator('img').boundingBox();
    const paintedMenu = await bottomBarOf(page, '#first-paint');
    expect(paintedMenu.words.map(({ text }) => text)).toContain('Home');

    release();
    const banner = page.getByRole('img', { name: firstBanner });
    await expect(banner).toBeVisible();
    await expect(paint).toHaveCount(0);
    expect(await banner.boundingBox()).toEqual(painted);
    await expectBottomBarKept(page, paintedMenu);
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(await page.locator('#root .tabbar__item[aria-current="page"] .tabbar__label').innerText()).toBe('Home');
    await expect(page.getByRole('region', { name: 'Download the app' })).toBeVisible();
    await expect(banner).toHaveAttribute('src', /^data:image\//);
    expect(bannerRequests).toEqual([]);
  });

  const forms = [
    { path: '/m/login', language: 'en', title: 'Log in', largest: 'Continue with Facebook', words: ['Username', 'Remember password', 'Forgot password', 'Português'], carried: [] },
    { path: '/m/login', language: 'pt', title: 'Entrar', largest: 'Continuar com o Facebook', words: ['Nome de usuário', 'Lembrar senha', 'Esqueci a senha', 'Português'], carried: [] },
    // Registration's rules and dialing codes come with the page: the app asks for neither.
    { path: '/m/register', language: 'en', title: 'Register', largest: 'Confirm password', words: ['Username', 'SMS code', 'Get code', 'user agreement'], carried: ['/wps/system/setting/register', '/wps/system/country'] },
  ];
  for (const { path, language, title, largest, words, carried } of forms) {
    test(`${path} paints its form from the page alone, in the app’s words (${language}); the app takes over with each of them where it was`, async ({ page, baseURL }) => {
      // The language a player chose, which its cookie mirrors for the server.
      await page.context().addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
      await page.addInitScript((code) => window.localStorage.setItem('language', code), language);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      const release = await openHeld(page, path);
      // The first paint is a picture of the page, hidden from assistive technology and inert: found by what shows.
      const paint = page.locator('#first-paint');
      await expect(paint.getByText(largest)).toBeVisible();
      await expect(page.getByRole('button')).toHaveCount(0);
      const painted = await wordsOnScreen(page, '#first-paint');
      const paintedBoxes = await boxesOf(page, '#first-paint .field__input');

      release();
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(paint).toHaveCount(0);
      expectEachWhereItWas(painted, await wordsOnScreen(page, '#root'));
      expect(painted.map(({ text }) => text)).toEqual(expect.arrayContaining([title, largest, ...words]));
      expect(paintedBoxes.length).toBeGreaterThan(1);
      expect(await boxesOf(page, '#root .field__input')).toEqual(paintedBoxes);
      expect(asked.filter((pathname) => carried.includes(pathname))).toEqual([]);
    });
  }

  test('a page with the footer paints its menu too, each entry where the app draws it', async ({ page }) => {
    const release = await openHeld(page, '/m/gameList');
    const shellFooter = page.locator('#first-paint .bottom-bar');
    await expect(page.locator('#first-paint .app-header .icon-button')).toHaveCount(2);
    await expect(shellFooter).toBeVisible();
    const painted = await shellFooter.boundingBox();
    const paintedMenu = await bottomBarOf(page, '#first-paint');
    expect(paintedMenu.words.map(({ text }) => text)).toEqual(['Home', 'Activity', 'Deposit', '7x24 service', 'Members']);

    release();
    const footer = page.getByRole('navigation', { name: 'Main menu' });
    await expect(footer).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    expect((await footer.boundingBox())?.y).toBe(painted?.y);
    await expectBottomBarKept(page, paintedMenu);
  });

  test('the game list paints its first games and its controls from the page alone, in the app’s words; the app shows them in their places without asking again', async ({ page }) => {
    const firstPages = watchFirstPages(page);
    const pictures: string[] = [];
    page.on('request', (request) => pictures.push(new URL(request.url()).pathname));
    await watchHandover(page);
    const release = await openHeld(page, '/m/gameList?gameType=RNG');
    // The first paint is a picture of the page, hidden from assistive technology: found by its class.
    const painted = page.locator('#first-paint .game-grid .game-tile__image');
    await expect(painted).toHaveCount(12);
    await expect(painted.locator('img')).toHaveCount(3);
    await expect(painted.first().locator('img')).toHaveJSProperty('complete', true);
    const firstPainted = await painted.first().boundingBox();
    const lastPainted = await painted.last().boundingBox();
    const cdn = await page.locator('#first-paint').getAttribute('data-image-cdn');
    // The first row's pictures come in the page itself, each naming the address it stands for.
    const carried = await page.locator('#first-paint img[data-picture]').evaluateAll((images) => images.map((image) => image.getAttribute('data-picture') ?? ''));
    expect(carried).toHaveLength(3);
    const paintedWords = await wordsOnScreen(page, '#first-paint');
    const paintedHearts = await boxesOf(page, '#first-paint .game-tile__favourite');

    release();
    const games = page.getByRole('main').getByRole('list', { name: 'Games' }).getByRole('listitem');
    await expect(games.first()).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    expect(await picturesAtHandover(page)).toBeGreaterThan(0);
    expect(await games.first().locator('img').boundingBox()).toEqual(firstPainted);
    expect(await games.nth(11).locator('img').boundingBox()).toEqual(lastPainted);
    // Slots open on their new games: the class chosen in the paint is the app's.
    await expect(page.getByRole('tab', { name: 'New', selected: true })).toBeVisible();
    expectEachWhereItWas(paintedWords, await wordsOnScreen(page, '#root'));
    expect(paintedWords.map(({ text }) => text)).toEqual(expect.arrayContaining(['Games', 'All', 'Recent', 'Hot', 'New', 'Filter', await games.first().innerText()]));
    expect(paintedHearts).toHaveLength(12);
    expect((await boxesOf(page, '#root .game-tile__favourite')).slice(0, 12)).toEqual(paintedHearts);
    // The app's pictures come from the image CDN the first paint named.
    await expect(games.nth(11).locator('img')).toHaveAttribute('src', new RegExp(`^${cdn}/game/`));
    // The page brought the first page with it, and the first row's pictures: the app draws those bytes.
    expect(firstPages).toEqual([]);
    await expect(games.first().locator('img')).toHaveAttribute('src', /^data:image\//);
    expect(pictures.filter((pathname) => carried.includes(pathname))).toEqual([]);
  });
});

test.describe('a player who chose another language than the browser’s', () => {
  async function choosePortuguese(page: Page) {
    await page.goto('/m/home');
    await page.getByRole('radio', { name: 'Português', exact: true }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  }

  test('gets the game list’s first page in that language with the page', async ({ page }) => {
    await choosePortuguese(page);
    const firstPages = watchFirstPages(page);
    await watchHandover(page);
    await page.goto('/m/gameList?gameType=RNG');
    await expect(page.getByRole('heading', { name: 'Jogos', level: 1 })).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    expect(firstPages).toEqual([]);
    expect(await picturesAtHandover(page)).toBeGreaterThan(0);
  });

  test('with the choice stored before the server could see it, the app asks for its own list and takes the paint away with its games drawn', async ({ page }) => {
    await choosePortuguese(page);
    // As a choice stored before its cookie existed: the page carries an English first page, which the app leaves.
    await page.context().clearCookies({ name: 'language' });
    const firstPages = watchFirstPages(page);
    await watchHandover(page);
    await page.goto('/m/gameList?gameType=RNG');
    await expect(page.getByRole('heading', { name: 'Jogos', level: 1 })).toBeVisible();
    await expect(page.locator('#first-paint')).toHaveCount(0);
    expect(firstPages.map((query) => new URLSearchParams(query).get('language'))).toEqual(['pt']);
    expect(await picturesAtHandover(page)).toBeGreaterThan(0);
    // The app gave the choice its cookie again: the next page comes painted in Portuguese.
    expect(await page.context().cookies()).toContainEqual(expect.objectContaining({ name: 'language', value: 'pt' }));
    const nextPage = await (await page.request.get('/m/login')).text();
    expect(nextPage).toContain('<span class="page-header__title">Entrar</span>');
  });
});

type Words = { text: string; x: number; y: number; width: number; height: number };

test.describe('on a 320 px wide phone, while the app\'s entry is held', { tag: '@narrow' }, () => {
  test.use(unscanned);

  // Each page with the last word its paint writes: the paint is whole once it shows.
  const pages = [
    { path: '/m/home', last: 'Members' },
    { path: '/m/login', last: 'Português' },
    { path: '/m/register', last: 'Log in' },
    { path: '/m/gameList?gameType=RNG', last: 'Members' },
  ];
  for (const { path, last } of pages) {
    test(`${path}: each word of the paint is where the app then draws it`, async ({ page }) => {
      const release = await openHeld(page, path);
      const paint = page.locator('#first-paint');
      await expect(paint.getByText(last, { exact: true })).toBeVisible();
      const painted = await wordsOnScreen(page, '#first-paint');

      release();
      await expect(paint).toHaveCount(0);
      expectEachWhereItWas(painted, await wordsOnScreen(page, '#root'));
    });
  }
});

/**
 * Every word the paint showed is in the app, at the same place: within half a pixel, as a text the
 * app writes in two text nodes lays out a 64th of a pixel apart.
 */
function expectEachWhereItWas(painted: Words[], drawn: Words[]) {
  const same = (a: Words, b: Words) => a.text === b.text && (['x', 'y', 'width', 'height'] as const).every((side) => Math.abs(a[side] - b[side]) < 0.5);
  for (const shown of painted) expect(drawn.some((words) => same(words, shown)), JSON.stringify(shown)).toBe(true);
}

/**
 * Each element's own words under `root`, where they show: what a person reads, and where. Not a
 * captcha's image, which shows its picture once it has loaded.
 */
function wordsOnScreen(page: Page, root: string): Promise<Words[]> {
  return page.locator(root).evaluate((element) =>
    [...element.querySelectorAll('*')].flatMap((node) => {
      const text = [...node.childNodes].filter((child) => child.nodeType === Node.TEXT_NODE).map((child) => child.textContent ?? '').join('').trim();
      const { x, y, width, height } = node.getBoundingClientRect();
      return text === '' || width <= 1 || node.closest('.captcha__image') !== null ? [] : [{ text, x, y, width, height }];
    }),
  );
}

type BottomBar = { words: Words[]; icons: Awaited<ReturnType<typeof boxesOf>> };

/** The bottom bar's words and icons under `root`, where they show. */
async function bottomBarOf(page: Page, root: string): Promise<BottomBar> {
  return { words: await wordsOnScreen(page, `${root} .bottom-bar`), icons: await boxesOf(page, `${root} .bottom-bar .tabbar__icon`) };
}

/** The app's bottom bar shows every word and icon of the painted one where it was. */
async function expectBottomBarKept(page: Page, painted: BottomBar) {
  const drawn = await bottomBarOf(page, '#root');
  expect(painted.icons).toHaveLength(5);
  expectEachWhereItWas(painted.words, drawn.words);
  expect(drawn.icons).toEqual(painted.icons);
}

/** Where each of the input boxes matching `selector` shows. */
function boxesOf(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((boxes) => boxes.map((box) => box.getBoundingClientRect().toJSON()));
}

/** The first pages of game lists the page asks for itself, by their query. */
function watchFirstPages(page: Page): string[] {
  const firstPages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/wps/game/list' && url.searchParams.get('pageNo') === '1') firstPages.push(url.search);
  });
  return firstPages;
}

/** Records how many game pictures the app shows at the moment it takes the first paint away. */
async function watchHandover(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      if (!changes.some((change) => [...change.removedNodes].some((node) => node instanceof Element && node.id === 'first-paint'))) return;
      observer.disconnect();
      Object.assign(window, { e2ePicturesAtHandover: document.querySelectorAll('#root .game-rows img').length });
    }).observe(document, { childList: true, subtree: true });
  });
}

function picturesAtHandover(page: Page): Promise<number> {
  return page.evaluate(() => ('e2ePicturesAtHandover' in window && typeof window.e2ePicturesAtHandover === 'number' ? window.e2ePicturesAtHandover : 0));
}

test("when the app's files cannot load, the first paint gives way to a retry", async ({ page }) => {
  let failing = true;
  await page.route(/\/assets\/startApp-[^/]+\.js$/, (route) => (failing ? route.abort() : route.continue()));
  await page.goto('/m/home');
  const retry = page.getByRole('button', { name: 'Loading failed, click to retry' });
  await expect(retry).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  failing = false;
  await retry.click();
  await expect(page.getByRole('img', { name: firstBanner })).toBeVisible();
});
