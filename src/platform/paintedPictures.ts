import { firstPaintElementId, firstPaintPictureAttribute } from '../../contract';

let painted: ReadonlyMap<string, string> | null = null;
const noPictures: ReadonlyMap<string, string> = new Map();

/**
 * The pictures the first paint carried in the page (contract/firstPaint.ts), by the address each
 * stands for. Kept once read: the app takes the paint away once it has drawn the page.
 */
function paintedPictures(): ReadonlyMap<string, string> {
  const paint = painted === null && typeof document !== 'undefined' ? document.getElementById(firstPaintElementId) : null;
  if (paint !== null) {
    const images = paint.querySelectorAll(`img[${firstPaintPictureAttribute}]`);
    painted = new Map([...images].map((image) => [image.getAttribute(firstPaintPictureAttribute) ?? '', image.getAttribute('src') ?? '']));
  }
  return painted ?? noPictures;
}

/**
 * The picture at `src` as the first paint carried it in the page (a `data:` address), when it did:
 * the app draws the bytes it already has (the game list's first row) instead of asking the CDN for
 * them again on a phone's connection. Any other address as it is.
 */
export function paintedPicture(src: string): string {
  return paintedPictures().get(src) || src;
}
