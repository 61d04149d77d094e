import { Hono } from 'hono';
import type { AppEnv } from '../context';
import { notFound } from '../lib/respond';
import { renderImage } from '../lib/svg-art';
import { webpOf } from '../lib/svg-art/raster';

/*
 * The reference platform's image CDNs (issue 11, Data → Images): `/cdn/a` and `/cdn/b`, the seed's
 * `imageCDNs`, serve the same generated SVGs, so nothing a demo page shows comes from the internet.
 * An image path is `<kind>/<id>.svg`, as in the contract's image fields (contract/content.ts).
 */

export const imageCdnPrefix = '/cdn';
const cdnNames = new Set(['a', 'b']);
const imageFile = /^([A-Za-z0-9_-]{1,64})\.(svg|webp)$/;

const svgHeaders = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  // A path's bytes never change: the art is a pure function of the id.
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // Opened on its own, an SVG is a document: nothing in it may load, run or restyle it (the art
  // uses presentation attributes only).
  'Content-Security-Policy': "default-src 'none'",
};

const webpHeaders = {
  'Content-Type': 'image/webp',
  'Cache-Control': svgHeaders['Cache-Control'],
  'X-Content-Type-Options': 'nosniff',
};

/** Whether an answer is an image of these routes, which keeps its own year-long caching. */
export function isCdnImage(path: string, status: number): boolean {
  return status === 200 && path.startsWith(`${imageCdnPrefix}/`);
}

export function cdnImageRoutes() {
  return new Hono<AppEnv>().get(`${imageCdnPrefix}/:cdn/:kind/:file`, async (c) => {
    const [, id, format] = imageFile.exec(c.req.param('file')) ?? [];
    const kind = c.req.param('kind');
    const svg = cdnNames.has(c.req.param('cdn')) && id !== undefined ? renderImage(kind, id) : undefined;
    if (svg === undefined) return notFound(c);
    if (format === 'svg') return c.body(svg, 200, svgHeaders);
    return c.body(new Uint8Array(await webpOf(`${kind}/${id}`, svg)), 200, webpHeaders);
  });
}
