import { describe, expect, it } from 'vitest';
import { firstPaintElementId, firstPaintImageCdnAttribute } from '../../contract';
import { chosenImageCdn, imageUrl } from '../../src/platform/imageCdn';

describe('image CDN (shell-and-content §2: a random one of imageCDNs)', () => {
  it('picks by the page load draw, over the whole list', () => {
    const cdns = ['/cdn/a', '/cdn/b', 'https://img.example'];
    expect([0, 0.34, 0.67, 0.999999].map((draw) => chosenImageCdn(cdns, draw))).toEqual([
      '/cdn/a',
      '/cdn/b',
      'https://img.example',
      'https://img.example',
    ]);
    expect(chosenImageCdn(cdns)).toMatch(/^(\/cdn\/a|\/cdn\/b|https:\/\/img\.example)$/);
    expect(chosenImageCdn([], 0.5)).toBe('');
  });

  it("draws from the CDN home's first paint came from, when the site has it", () => {
    const cdns = ['/cdn/a', '/cdn/b'];
    expect(chosenImageCdn(cdns, 0, '/cdn/b')).toBe('/cdn/b');
    expect(chosenImageCdn(cdns, 0, 'https://elsewhere.example')).toBe('/cdn/a');
    expect(chosenImageCdn(cdns, 0.9, null)).toBe('/cdn/b');
  });

  it('reads the first paint, and keeps what it read once the app takes it away', () => {
    // A CDN no other test names: what is read stays for the page load.
    const cdns = ['/cdn/a', 'https://first-paint.test'];
    expect(chosenImageCdn(cdns, 0)).toBe('/cdn/a');
    const paint = document.createElement('div');
    paint.id = firstPaintElementId;
    paint.setAttribute(firstPaintImageCdnAttribute, 'https://first-paint.test');
    document.body.append(paint);
    expect(chosenImageCdn(cdns, 0)).toBe('https://first-paint.test');
    paint.remove();
    expect(chosenImageCdn(cdns, 0)).toBe('https://first-paint.test');
  });

  it('joins a CDN and a contract path with one slash', () => {
    expect(imageUrl('/cdn/a', 'game/RNG-0001.svg')).toBe('/cdn/a/game/RNG-0001.svg');
    expect(imageUrl('https://img.example/', '/banner/1.svg')).toBe('https://img.example/banner/1.svg');
  });
});
