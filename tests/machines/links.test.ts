import { describe, expect, it } from 'vitest';
import { linkTarget } from '../../machines/support/links';

describe('links in announcement content', () => {
  it.each([
    'http://www.demobet.example/help',
    'https://www.demobet.example/promotions?x=1#top',
    'HTTPS://WWW.DEMOBET.EXAMPLE/',
  ])('%s opens externally', (href) => {
    expect(linkTarget(href)).toEqual({ kind: 'external', href });
  });

  it.each(['/m/voucherCenter', '/m/gameList?gameType=LIVE', '/'])('%s navigates in-app', (href) => {
    expect(linkTarget(href)).toEqual({ kind: 'inApp', href });
  });

  it('reads the attribute as written, surrounding spaces aside', () => {
    expect(linkTarget('  /m/notice\n')).toEqual({ kind: 'inApp', href: '/m/notice' });
    expect(linkTarget('\thttps://a.example ')).toEqual({ kind: 'external', href: 'https://a.example' });
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:help@demobet.example',
    'tel:+10000000',
    // Protocol-relative and backslash forms resolve to another host in browsers.
    '//evil.example/m/home',
    '/\\evil.example',
    'https:///evil.example',
    'https:\\\\evil.example',
    'ftp://files.example',
    // Relative to the current page: not a path of this app as written.
    'm/notice',
    '../m/notice',
    '#top',
    '?page=2',
    '',
    'xhttps://evil.example',
    'see https://a.example',
  ])('ignores %j', (href) => {
    expect(linkTarget(href).kind).toBe('ignored');
  });
});
