import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiPaths, errorCodes, startupInfoSchema } from '../../contract';
import { createApiHandler, isApiPath, platformPathPrefixes } from '../../server/api-handler';
import { renderImage } from '../../server/lib/svg-art';
import { bannerSvg } from '../../server/lib/svg-art/banner';
import { gameSvg } from '../../server/lib/svg-art/game';
import { teamInitials, teamSvg } from '../../server/lib/svg-art/team';
import { vendorSvg } from '../../server/lib/svg-art/vendor';
import { expectFailure, expectSuccess } from './support/envelope';
import { usePlatform } from './support/platform';

const platform = usePlatform();

/** One image of every kind, with the size its kind always has. */
const samples = [
  { kind: 'banner', id: '3', other: '4', width: 750, height: 300 },
  { kind: 'game', id: 'RNG-0042', other: 'RNG-0043', width: 300, height: 300 },
  { kind: 'vendor', id: 'TF', other: 'DS88', width: 240, height: 120 },
  { kind: 'team', id: 'manila-eagles', other: 'cebu-sharks', width: 120, height: 120 },
  { kind: 'avatar', id: 'face-1', other: 'face-2', width: 120, height: 120 },
  { kind: 'app', id: 'icon', other: undefined, width: 192, height: 192 },
] as const;

function render(kind: string, id: string): string {
  const svg = renderImage(kind, id);
  if (svg === undefined) throw new Error(`no ${kind} image ${id}`);
  return svg;
}

function rootSize(svg: string) {
  const root = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)">/.exec(svg);
  return root ? { width: Number(root[1]), height: Number(root[2]), viewBox: `${root[3]} ${root[4]}` } : undefined;
}

/**
 * Well-formed XML as far as these documents go: balanced elements, quoted attributes, and `&`, `<`
 * and `"` only where XML allows them.
 */
function wellFormedProblem(svg: string): string | undefined {
  const open: string[] = [];
  const attribute = String.raw`\s+[\w:-]+="(?:[^"<&]|&(?:amp|lt|gt|quot|apos);)*"`;
  const tag = new RegExp(String.raw`^<(/?)([a-zA-Z][\w:-]*)((?:${attribute})*)\s*(/?)>$`);
  for (const token of svg.match(/<[^>]*>|[^<]+/g) ?? []) {
    if (!token.startsWith('<')) {
      if (/&(?!(?:amp|lt|gt|quot|apos);)|>/.test(token)) return `bad text: ${token}`;
      continue;
    }
    const [, closing, name = '', , selfClosing] = tag.exec(token) ?? [];
    if (name === '') return `bad tag: ${token}`;
    if (closing) {
      if (open.pop() !== name) return `unbalanced: ${token}`;
    } else if (!selfClosing) {
      open.push(name);
    }
  }
  return open.length === 0 ? undefined : `unclosed: ${open.join(', ')}`;
}

describe('generated images (server/lib/svg-art)', () => {
  it('draw each kind at its fixed size, with width, height and viewBox', () => {
    for (const { kind, id, width, height } of samples) {
      expect(rootSize(render(kind, id)), kind).toEqual({ width, height, viewBox: `${width} ${height}` });
    }
  });

  it('are the same bytes for the same id, and differ between ids', () => {
    for (const { kind, id, other } of samples) {
      expect(render(kind, id), kind).toBe(render(kind, id));
      if (other !== undefined) expect(render(kind, id), kind).not.toBe(render(kind, other));
    }
    expect(render('game', 'LIVE-0007')).not.toBe(render('game', 'PVP-0100'));
  });

  it("give a game's small (-s) and large (-l) variants the base id's picture", () => {
    expect(render('game', 'RNG-0042-s')).toBe(render('game', 'RNG-0042'));
    expect(render('game', 'RNG-0042-l')).toBe(render('game', 'RNG-0042'));
  });

  it('stay under 4 KB and well-formed, for every category and the longest ids', () => {
    const longest = 'A1-'.repeat(21).padEnd(64, 'z');
    const cases = [
      ...samples.map(({ kind, id }) => [kind, id] as const),
      ...['SPORTS', 'LIVE', 'FISH', 'RNG', 'PVP', 'INHOUSE', 'LOTT', 'ELOTT', 'NEWCAT'].map((category) => ['game', `${category}-0001`] as const),
      ...['banner', 'game', 'vendor', 'team'].map((kind) => [kind, longest] as const),
    ];
    for (const [kind, id] of cases) {
      const svg = render(kind, id);
      expect(new TextEncoder().encode(svg).length, `${kind} ${id}`).toBeLessThan(4096);
      expect(wellFormedProblem(svg), `${kind} ${id}`).toBeUndefined();
    }
  });

  it('show the vendor code, the team initials and the game category', () => {
    expect(render('vendor', 'DS88')).toContain('>DS88</text>');
    expect(teamInitials('manila-eagles')).toBe('ME');
    expect(teamInitials('cebu')).toBe('CE');
    expect(teamInitials('davao_city-blue-stars')).toBe('DC');
    expect(render('team', 'manila-eagles')).toContain('>ME</text>');
    expect(render('game', 'PVP-0100')).toContain('>PVP</text>');
    expect(render('game', 'PVP-0100')).toContain('>No.100</text>');
  });

  it('escape the text they show, whatever the id', () => {
    const hostile = `<script>&"'`;
    for (const svg of [vendorSvg(hostile), teamSvg(`${hostile}-x`), gameSvg(`${hostile}-${hostile}`), bannerSvg(hostile)]) {
      expect(svg).not.toContain('<script');
      expect(wellFormedProblem(svg)).toBeUndefined();
    }
    expect(vendorSvg(hostile)).toContain('>&lt;script&gt;&amp;&quot;&apos;</text>');
  });
});

describe('GET /cdn/:cdn/:kind/:file', () => {
  it('serves every kind from both CDNs as an immutable, locked-down SVG', async () => {
    for (const cdn of ['a', 'b']) {
      for (const { kind, id } of samples) {
        const path = `/cdn/${cdn}/${kind}/${id}.svg`;
        const response = await platform.app.request(path);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('content-type'), path).toBe('image/svg+xml; charset=utf-8');
        expect(response.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(response.headers.get('content-security-policy'), path).toBe("default-src 'none'");
        expect(await response.text(), path).toBe(render(kind, id));
      }
    }
  });

  it('serves every kind as WebP too, at the same fixed size, the same bytes each time', async () => {
    for (const { kind, id, width, height } of samples) {
      const path = `/cdn/a/${kind}/${id}.webp`;
      const response = await platform.app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('image/webp');
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(0, 4).toString('latin1'), path).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1'), path).toBe('WEBP');
      expect(await sharp(bytes).metadata(), path).toMatchObject({ format: 'webp', width, height });
      const again = Buffer.from(await (await platform.app.request(`/cdn/b/${kind}/${id}.webp`)).arrayBuffer());
      expect(again.equals(bytes), path).toBe(true);
    }
  });

  it('answers HEAD with the same headers and no body', async () => {
    const response = await platform.app.request('/cdn/a/vendor/TF.svg', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('');
  });

  it('answers a JSON 404, never cached, for an unknown CDN, kind, id or file type', async () => {
    expect((await platform.app.request(`/cdn/a/game/${'x'.repeat(64)}.svg`)).status).toBe(200);
    for (const path of [
      '/cdn/c/game/RNG-0042.svg',
      '/cdn/A/game/RNG-0042.svg',
      '/cdn/a/video/RNG-0042.svg',
      '/cdn/a/constructor/RNG-0042.svg',
      '/cdn/a/app/logo.svg',
      '/cdn/a/game/RNG-0042.png',
      '/cdn/a/game/RNG-0042.webp.svg',
      '/cdn/c/game/RNG-0042.webp',
      '/cdn/a/video/RNG-0042.webp',
      '/cdn/a/game/RNG-0042',
      '/cdn/a/game/RNG-0042.svg.svg',
      '/cdn/a/game/.svg',
      `/cdn/a/game/${'x'.repeat(65)}.svg`,
      '/cdn/a/game/..svg',
      '/cdn/a/game/%2e%2e.svg',
      '/cdn/a/game/..%2F..%2Fwps.svg',
      '/cdn/a/game/a%2Fb.svg',
      '/cdn/a/game/a%5Cb.svg',
      '/cdn/a/game/RNG%200042.svg',
      '/cdn/a/game/RNG%00.svg',
      '/cdn/a/game/RNG-0042.svg/more',
      '/cdn/a/game',
      '/cdn/a',
      '/cdn',
    ]) {
      const response = await platform.app.request(path);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      const failure = await expectFailure(response);
      expect(failure.status, path).toBe(404);
      expect(failure.errorCode, path).toBe(errorCodes.notFound);
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await platform.app.request('/cdn/a/game/RNG-0042.svg', { method });
      expect(response.status, method).toBe(404);
      expect(response.headers.get('cache-control'), method).toBe('no-store');
    }
  });

  it('leave every /wps answer no-store', async () => {
    for (const path of [apiPaths.startup, apiPaths.memberInfo, '/wps/cdn/a/game/RNG-0042.svg', '/wps/no/such/endpoint']) {
      const response = await platform.app.request(path);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it("serve the seed's image CDNs and its app icon", async () => {
    const info = await expectSuccess(await platform.app.request(apiPaths.startup), startupInfoSchema);
    expect(info.imageCDNs).toEqual(['/cdn/a', '/cdn/b']);
    const icon = info.resources.find((resource) => resource.resourceType === 'AppDownloadIcon');
    expect(icon?.url).toBe('/cdn/a/app/icon.svg');
    const paths = [icon?.url ?? '', ...info.imageCDNs.map((cdn) => `${cdn}/banner/3.svg`)];
    for (const path of paths) expect((await platform.app.request(path)).headers.get('content-type'), path).toBe('image/svg+xml; charset=utf-8');
  });
});

describe('the /cdn prefix', () => {  const image = 'http://localhost/cdn/b/team/manila-eagles.svg';

  it('goes to the platform in npm start and npm run dev, as /wps and /dev do', () => {
    expect(platformPathPrefixes).toEqual(['/wps', '/dev', '/cdn']);
    expect(['/cdn', '/cdn/a/game/RNG-0042.svg', '/cdn?x=1'].every(isApiPath)).toBe(true);
    expect(['/cdnx', '/cdn.svg', '/assets/cdn/a.svg', '/m/cdn'].some(isApiPath)).toBe(false);
  });

  it('is answered by the reference platform through the API handler', async () => {
    const api = await createApiHandler({ devControls: 'off', createReference: async () => ({ app: platform.app, close: async () => {} }) });
    const response = await api.fetch(new Request(image));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(render('team', 'manila-eagles'));
  });

  it('answers 404 in front of a real platform (PLATFORM_URL), whose image CDNs are real ones', async () => {
    // Nothing listens on port 9: a request that reached the proxy would be a 502, not a 404.
    const api = await createApiHandler({ platformUrl: 'http://127.0.0.1:9', devControls: 'open', createReference: () => Promise.reject(new Error('not used')) });
    const failure = await expectFailure(await api.fetch(new Request(image)));
    expect(failure.status).toBe(404);
    expect(failure.errorCode).toBe(errorCodes.notFound);
  });
});
