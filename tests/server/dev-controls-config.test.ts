import { describe, expect, it } from 'vitest';
import { devControlsFromEnv, isLoopbackOnly, referencePlatformRefusal } from '../../server/lib/dev-controls';

describe('DEV_CONTROLS', () => {
  it('is local unless opened or switched off, and off in production whatever it says', () => {
    expect(devControlsFromEnv({})).toBe('local');
    expect(devControlsFromEnv({ DEV_CONTROLS: '' })).toBe('local');
    expect(devControlsFromEnv({ DEV_CONTROLS: 'local' })).toBe('local');
    expect(devControlsFromEnv({ DEV_CONTROLS: 'Open' })).toBe('open');
    for (const off of ['0', 'false', 'off', 'no', 'OFF']) expect(devControlsFromEnv({ DEV_CONTROLS: off })).toBe('off');
    for (const value of [undefined, 'open', 'local']) {
      expect(devControlsFromEnv({ NODE_ENV: 'production', DEV_CONTROLS: value })).toBe('off');
    }
  });

  it('refuses a value it does not know rather than guess', () => {
    expect(() => devControlsFromEnv({ DEV_CONTROLS: 'yes-please' })).toThrow(/local, open or off/);
  });
});

describe('the reference platform in production', () => {
  it('refuses to start unless it is told it is a demo, or the front end points at a real platform', () => {
    expect(referencePlatformRefusal({ NODE_ENV: 'production' })).toMatch(/REFERENCE_PLATFORM=demo/);
    expect(referencePlatformRefusal({ NODE_ENV: 'production', REFERENCE_PLATFORM: 'yes' })).toBeDefined();
    expect(referencePlatformRefusal({ NODE_ENV: 'production', REFERENCE_PLATFORM: 'demo' })).toBeUndefined();
    expect(referencePlatformRefusal({ NODE_ENV: 'production', PLATFORM_URL: 'https://platform.example.com' })).toBeUndefined();
    expect(referencePlatformRefusal({})).toBeUndefined();
    expect(referencePlatformRefusal({ NODE_ENV: 'development' })).toBeUndefined();
  });
});

describe('a loopback-only request', () => {
  it('is one hop from this machine, IPv4, IPv6 or mapped', () => {
    for (const peer of ['127.0.0.1', '127.255.0.3', '::1', '::FFFF:127.0.0.1', ' 127.0.0.1 ']) expect(isLoopbackOnly(peer), peer).toBe(true);
  });

  it('is nothing else: other addresses, look-alikes, no peer, or more than one hop', () => {
    for (const forwardedFor of [
      undefined,
      '',
      'unknown',
      '10.0.0.1',
      '::2',
      '128.0.0.1',
      '127.0.0.1.evil.example',
      'localhost',
      '::ffff:10.0.0.1',
      '198.51.100.7, 127.0.0.1',
      '127.0.0.1, 127.0.0.1',
      '127.0.0.1,',
    ]) {
      expect(isLoopbackOnly(forwardedFor), String(forwardedFor)).toBe(false);
    }
  });
});
