import { describe, expect, it, vi } from 'vitest';
import { createImageInliner } from '../../server/lib/inline-image';

const page = new Request('https://site.example/m/home');
const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const picture = (body: BodyInit, type = 'image/svg+xml; charset=utf-8', status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': type } });

describe('banner picture carried in the page', () => {
  it("carries a small picture of the site's own as a data address, asked once", async () => {
    const sameOrigin = vi.fn(async () => picture(svg));
    const other = vi.fn(async () => picture(svg));
    const inline = createImageInliner(other);
    const data = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    expect(await inline('/cdn/a/banner/welcome.svg', page, sameOrigin)).toBe(data);
    expect(await inline('/cdn/a/banner/welcome.svg', page, sameOrigin)).toBe(data);
    expect(sameOrigin).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it("asks another origin's picture from there", async () => {
    const other = vi.fn(async (request: Request) => (request.url === 'https://img.example/banner/1.webp' ? picture('webp', 'image/webp') : picture('', 'text/plain', 404)));
    const inline = createImageInliner(other);
    expect(await inline('https://img.example/banner/1.webp', page, async () => picture(svg))).toBe(
      `data:image/webp;base64,${Buffer.from('webp').toString('base64')}`,
    );
  });

  it('links the picture instead when it is large, not a picture, missing, slow or not http', async () => {
    const inline = createImageInliner();
    const cases: [string, () => Promise<Response>][] = [
      ['/cdn/a/big.svg', async () => picture(new Uint8Array(12 * 1024 + 1))],
      ['/cdn/a/page.svg', async () => picture('<html>', 'text/html')],
      ['/cdn/a/gone.svg', async () => picture('', 'image/svg+xml', 404)],
      ['/cdn/a/down.svg', async () => Promise.reject(new Error('refused'))],
      ['javascript:alert(1)', async () => picture(svg)],
      ['http://[bad', async () => picture(svg)],
    ];
    for (const [src, answer] of cases) expect(await inline(src, page, answer), src).toBeNull();
  });

  it('gives a slow picture up after half a second', async () => {
    const inline = createImageInliner();
    const started = Date.now();
    expect(await inline('/cdn/a/slow.svg', page, () => new Promise<Response>(() => {}))).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('keeps the latest 32 pictures', async () => {
    const sameOrigin = vi.fn(async () => picture(svg));
    const inline = createImageInliner();
    for (let index = 0; index < 33; index += 1) await inline(`/cdn/a/${index}.svg`, page, sameOrigin);
    await inline('/cdn/a/32.svg', page, sameOrigin);
    expect(sameOrigin).toHaveBeenCalledTimes(33);
    await inline('/cdn/a/0.svg', page, sameOrigin);
    expect(sameOrigin).toHaveBeenCalledTimes(34);
  });
});
