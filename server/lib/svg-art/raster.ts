import sharp from 'sharp';

/*
 * Game pictures as real platforms serve them: raster (WebP), not SVG. A browser decodes a raster
 * picture off the main thread, while an SVG picture is laid out and painted on it, text and all:
 * measured on the game list at 4x CPU, the SVG tiles were two thirds of the long tasks while
 * scrolling. Each picture is drawn from its SVG once and kept.
 */

/** Enough for every game's picture in each CDN path the seed uses, about 10 kB each. */
const maxKept = 4_000;
const kept = new Map<string, Promise<Buffer>>();

/** The WebP of an SVG, at the SVG's own size; the same SVG gives the same bytes. */
export function webpOf(key: string, svg: string): Promise<Buffer> {
  const known = kept.get(key);
  if (known !== undefined) return known;
  const drawn = sharp(Buffer.from(svg)).webp({ quality: 82, effort: 4 }).toBuffer();
  // A failed drawing is not kept: the next request tries again.
  drawn.catch(() => kept.delete(key));
  if (kept.size >= maxKept) kept.delete(kept.keys().next().value ?? '');
  kept.set(key, drawn);
  return drawn;
}
