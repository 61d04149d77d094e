import { describe, expect, it } from 'vitest';
import { iosVersionOf, mobileOsOf } from '../../src/platform/device';

const iPhone121 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';
const iPhone11 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 11_0 like Mac OS X) AppleWebKit/604.1.38 (KHTML, like Gecko) Version/11.0 Mobile/15A372 Safari/604.1';
const iPhone17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const iPad9 = 'Mozilla/5.0 (iPad; CPU OS 9_3_5 like Mac OS X) AppleWebKit/601.1.46 (KHTML, like Gecko) Mobile/13G36';
const iPadDesktop =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';
const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const desktopChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('device facts for the download prompts', () => {
  it.each([
    { name: 'an iPhone', userAgent: iPhone17, touch: 5, os: 'ios' },
    { name: 'an old iPad', userAgent: iPad9, touch: 5, os: 'ios' },
    { name: 'an iPad in desktop mode', userAgent: iPadDesktop, touch: 5, os: 'ios' },
    { name: 'a Mac', userAgent: iPadDesktop, touch: 0, os: 'other' },
    { name: 'an Android phone', userAgent: android, touch: 5, os: 'android' },
    { name: 'a desktop browser', userAgent: desktopChrome, touch: 0, os: 'other' },
  ])('$name runs $os', ({ userAgent, touch, os }) => {
    expect(mobileOsOf(userAgent, touch)).toBe(os);
  });

  it.each([
    { userAgent: iPhone121, version: { major: 12, minor: 1 } },
    { userAgent: iPhone11, version: { major: 11, minor: 0 } },
    { userAgent: iPhone17, version: { major: 17, minor: 4 } },
    { userAgent: iPad9, version: { major: 9, minor: 3 } },
    { userAgent: iPadDesktop, version: { major: 17, minor: 2 } },
  ])('reads iOS $version.major.$version.minor', ({ userAgent, version }) => {
    expect(iosVersionOf(userAgent)).toEqual(version);
  });

  it('reads no version from a user agent that names none', () => {
    expect(iosVersionOf(desktopChrome)).toBeNull();
  });
});
