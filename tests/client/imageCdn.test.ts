import { describe, expect, it } from 'vitest';
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

  it('joins a CDN and a contract path with one slash', () => {
    expect(imageUrl('/cdn/a', 'game/RNG-0001.svg')).toBe('/cdn/a/game/RNG-0001.svg');
    expect(imageUrl('https://img.example/', '/banner/1.svg')).toBe('https://img.example/banner/1.svg');
  });
});
