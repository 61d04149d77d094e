import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appPreloadAttribute } from '../../contract';
import { buildRenderer, rendererFile, withoutAppPreloads, withRenderedPage } from '../../server/lib/server-render';

describe("the build's render (server/lib/server-render.ts)", () => {
  const dist = mkdtempSync(join(tmpdir(), 'dist-render-'));
  mkdirSync(join(dist, 'ssr'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const write = (module: string, time: number) => {
    const file = join(dist, rendererFile);
    writeFileSync(file, module);
    utimesSync(file, time, time);
  };
  const drawing = (word: string) => `export async function renderPage() { return { answers: {}, notDrawn: '${word}' }; }`;
  const request = { href: '/', language: 'en', ask: async () => null, waitMs: 1 };

  it('is none without a build, the one built, and a new build’s once it replaces it', async () => {
    const renderer = buildRenderer(dist);
    expect(await renderer()).toBeNull();
    write(drawing('first'), 1_000);
    expect(await (await renderer())?.(request)).toEqual({ answers: {}, notDrawn: 'first' });
    write(drawing('second'), 2_000);
    expect(await (await renderer())?.(request)).toEqual({ answers: {}, notDrawn: 'second' });
  });

  it('is none when the file is no render', async () => {
    write('export const nothing = 1;', 3_000);
    expect(await buildRenderer(dist)()).toBeNull();
    write('this is not javascript', 4_000);
    expect(await buildRenderer(dist)()).toBeNull();
  });
});

describe('the page with the markup (withRenderedPage)', () => {
  const page = '<html lang="en" dir="ltr"><head><title>t</title></head><body><div id="root"></div></body></html>';

  it('puts right-to-left languages right to left, and escapes what it writes', () => {
    const html = withRenderedPage(page, '<main></main>', { href: '/m/login?x="1"', language: 'ar', imageCdnDraw: 0.5 });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('data-rendered-href="/m/login?x=&#34;1&#34;"');
  });

  it('keeps the page’s language for a code it does not know', () => {
    expect(withRenderedPage(page, '<main></main>', { href: '/', language: 'zz', imageCdnDraw: 0 })).toContain('<html lang="en" dir="ltr">');
  });
});

describe("a page the server drew goes without the app's preloads (withoutAppPreloads)", () => {
  it('drops the links the build marks as the app’s, and keeps the entry’s own', () => {
    const html = [
      '<script type="module" src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/boot.js">',
      `<link rel="modulepreload" crossorigin href="/assets/startApp.js" ${appPreloadAttribute}>`,
      `<link rel="preload" as="style" crossorigin href="/assets/startApp.css" ${appPreloadAttribute}>`,
    ].join('\n');
    expect(withoutAppPreloads(html)).toBe('<script type="module" src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/boot.js">');
  });
});
