import { describe, expect, it } from 'vitest';
import { firstPaintElementId, firstPaintPictureAttribute } from '../../contract';
import { paintedPicture } from '../../src/platform/paintedPictures';

describe('pictures the first paint carried in the page (issue 14)', () => {
  it('draws a carried picture from the page’s own bytes, any other from its address, and keeps them once the paint is gone', () => {
    expect(paintedPicture('/cdn/a/game/RNG-1-s.webp')).toBe('/cdn/a/game/RNG-1-s.webp');
    const paint = document.createElement('div');
    paint.id = firstPaintElementId;
    paint.innerHTML =
      `<img src="data:image/webp;base64,AA==" ${firstPaintPictureAttribute}="/cdn/a/game/RNG-1-s.webp">` +
      '<img src="/cdn/a/game/RNG-2-s.webp">' +
      `<img src="" ${firstPaintPictureAttribute}="/cdn/a/game/RNG-3-s.webp">`;
    document.body.append(paint);
    expect(paintedPicture('/cdn/a/game/RNG-1-s.webp')).toBe('data:image/webp;base64,AA==');
    expect(paintedPicture('/cdn/a/game/RNG-2-s.webp')).toBe('/cdn/a/game/RNG-2-s.webp');
    // A picture without bytes is asked for at its address.
    expect(paintedPicture('/cdn/a/game/RNG-3-s.webp')).toBe('/cdn/a/game/RNG-3-s.webp');
    paint.remove();
    expect(paintedPicture('/cdn/a/game/RNG-1-s.webp')).toBe('data:image/webp;base64,AA==');
  });
});
