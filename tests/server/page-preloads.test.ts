import { describe, expect, it } from 'vitest';
import { pagePreloadsFileName } from '../../contract/pagePreloads';
import { frontEnd } from '../../server/front-end';
import { parsePagePreloads, withPagePreloads } from '../../server/lib/page-preloads';
import { useBuiltFrontEnd } from './support/built-front-end';

const page = '<!doctype html><html><head><link rel="modulepreload" crossorigin href="/assets/app-1.js"></head><body></body></html>';
const preloads = { '/m/login': ['/assets/login-2.js', '/assets/app-1.js', '/assets/Tabs-3.css'] };

describe('the page’s own code linked in the page (issue 14)', () => {
  it('links the page’s scripts and stylesheets the page does not link yet, in its head', () => {
    const html = withPagePreloads(page, preloads, '/m/login');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/login-2.js">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/Tabs-3.css">');
    expect(html.match(/\/assets\/app-1\.js/g)).toHaveLength(1);
    expect(html.indexOf('login-2.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('finds the page with a trailing slash, and leaves a page it does not know as it is', () => {
    expect(withPagePreloads(page, preloads, '/m/login/')).toContain('/assets/login-2.js');
    expect(withPagePreloads(page, preloads, '/m/unknown')).toBe(page);
  });

  it('takes the build’s file only when it is what the build writes', () => {
    expect(parsePagePreloads(JSON.stringify(preloads))).toEqual(preloads);
    expect(parsePagePreloads(null)).toEqual({});
    expect(parsePagePreloads('not json')).toEqual({});
    expect(parsePagePreloads(JSON.stringify({ '/m/login': 'x.js' }))).toEqual({});
  });

  describe('served', () => {
    const dist = useBuiltFrontEnd({ 'index.html': page, [pagePreloadsFileName]: JSON.stringify(preloads) });
    const app = frontEnd(dist);

    it('on the page the address names', async () => {
      expect(await (await app.request('/m/login')).text()).toContain('/assets/login-2.js');
      expect(await (await app.request('/m/register')).text()).not.toContain('/assets/login-2.js');
    });
  });

  describe('served from a build without the file', () => {
    const dist = useBuiltFrontEnd({ 'index.html': page });
    const app = frontEnd(dist);

    it('serves the page as built', async () => {
      expect(await (await app.request('/m/login')).text()).toBe(page);
    });
  });
});
