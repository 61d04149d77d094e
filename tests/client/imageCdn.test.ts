import { describe, expect, it, vi } from 'vitest';
import { renderedAttributes } from '../../contract';
import { chosenImageCdn, drawImageCdnWith, imageCdnDraw, imageUrl } from '../../src/platform/imageCdn';

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

  it('draws every picture of a render with the draw it was given (the server renders each page with its own)', () => {
    const cdns = ['/cdn/a', '/cdn/b'];
    drawImageCdnWith(0.9);
    expect(imageCdnDraw()).toBe(0.9);
    expect(chosenImageCdn(cdns)).toBe('/cdn/b');
    drawImageCdnWith(0);
    expect(chosenImageCdn(cdns)).toBe('/cdn/a');
  });

  it.each([
    ['0.75', 0.75],
    ['1', null],
    ['-0.1', null],
    ['soon', null],
  ])('a page the server rendered with the draw %s is drawn with %s', async (written, kept) => {
    const root = document.createElement('div');
    root.id = 'root';
    root.setAttribute(renderedAttributes.imageCdnDraw, written);
    document.body.append(root);
    vi.resetModules();
    const { imageCdnDraw: loadDraw } = await import('../../src/platform/imageCdn');
    root.remove();
    if (kept === null) expect(loadDraw()).not.toBe(Number(written));
    else expect(loadDraw()).toBe(kept);
    expect(loadDraw()).toBeGreaterThanOrEqual(0);
    expect(loadDraw()).toBeLessThan(1);
  });

  it('joins a CDN and a contract path with one slash', () => {
    expect(imageUrl('/cdn/a', 'game/RNG-0001.svg')).toBe('/cdn/a/game/RNG-0001.svg');
    expect(imageUrl('https://img.example/', '/banner/1.svg')).toBe('https://img.example/banner/1.svg');
  });
});
