import { describe, expect, it } from 'vitest';
import type { Resource } from '../../contract';
import { appIconSrc, safeHref, safeLink } from '../../src/ui/download/links';
import { barColors, contrastRatio, parseColor } from '../../src/ui/download/templateColors';

describe('download links as link targets', () => {
  it.each([
    ['https://dl.example/app.apk', 'https://dl.example/app.apk'],
    ['  http://dl.example/app.apk ', 'http://dl.example/app.apk'],
    ['/downloads/app.apk', '/downloads/app.apk'],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['itms-services://?action=download-manifest', null],
    ['', null],
    ['http://[bad', null],
  ])('%j → %j', (url, href) => {
    expect(safeHref(url)).toBe(href);
  });

  it('takes the first usable link of a type', () => {
    const links: Resource[] = [
      { resourceType: 'TELEGRAM', url: ' ' },
      { resourceType: 'TELEGRAM', url: 'https://t.me/a' },
    ];
    expect(safeLink(links, 'TELEGRAM')).toBe('https://t.me/a');
    expect(safeLink(links, 'FACEBOOK')).toBeNull();
  });

  it('puts an icon path on the image CDN and keeps an address as it is', () => {
    const onCdn = (path: string) => `https://cdn.example/${path}`;
    const icon = (url: string) => appIconSrc([{ resourceType: 'AppDownloadIcon', url }], onCdn);
    expect(icon('app/icon.svg')).toBe('https://cdn.example/app/icon.svg');
    expect(icon('/cdn/a/app/icon.svg')).toBe('/cdn/a/app/icon.svg');
    expect(icon('https://img.example/icon.png')).toBe('https://img.example/icon.png');
    expect(icon('javascript:alert(1)')).toBeNull();
    expect(appIconSrc([], onCdn)).toBeNull();
  });
});

describe('the download bar colours', () => {
  it.each([
    ['#fff', [255, 255, 255]],
    ['#1B1F3B', [27, 31, 59]],
    ['rgb(1, 2, 3)', [1, 2, 3]],
    ['rgb(1 2 3)', [1, 2, 3]],
    ['rgba(1, 2, 3, 1)', [1, 2, 3]],
    ['rgba(1, 2, 3, 0.5)', null],
    ['rgb(256, 0, 0)', null],
    ['red', null],
    ['#12345', null],
    ['#fff;background:url(x)', null],
    ['', null],
  ])('reads %j as %j', (value, rgb) => {
    expect(parseColor(value)).toEqual(rgb);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21);
    expect(contrastRatio([255, 255, 255], [255, 255, 255])).toBe(1);
  });

  it('uses the pair only when both are colours and the text is readable on the background', () => {
    expect(barColors({ app_background: '#1b1f3b', app_desc_font_color: '#ffffff' })).toEqual({
      backgroundColor: 'rgb(27, 31, 59)',
      color: 'rgb(255, 255, 255)',
    });
    expect(barColors({ app_background: '#1b1f3b', app_desc_font_color: '#333333' })).toBeNull();
    expect(barColors({ app_background: '#1b1f3b', app_desc_font_color: '' })).toBeNull();
    expect(barColors({ app_background: 'url(x)', app_desc_font_color: '#ffffff' })).toBeNull();
  });
});
