import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSignedInData } from '../../src/platform/clientStorage';
import {
  persistDownloadBarClosed,
  popupStorageKeys,
  readDownloadBarClosed,
  readShownSet,
  writeShownSet,
} from '../../src/platform/popupStorage';

describe('the announcement popup’s stored set', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('is written as JSON and read back', () => {
    writeShownSet({ signature: '["Hi","<p>x</p>"]', show: false });
    expect(JSON.parse(window.localStorage.getItem(popupStorageKeys.shownSet) ?? 'null')).toEqual({
      signature: '["Hi","<p>x</p>"]',
      show: false,
    });
    expect(readShownSet()).toEqual({ signature: '["Hi","<p>x</p>"]', show: false });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['a string', '"closed"'],
    ['show missing', JSON.stringify({ signature: 'x' })],
    ['show not a boolean', JSON.stringify({ signature: 'x', show: 'false' })],
    ['signature not a string', JSON.stringify({ signature: 1, show: true })],
  ])('reads as no set when the stored value is bad: %s', (_, raw) => {
    if (raw !== null) window.localStorage.setItem(popupStorageKeys.shownSet, raw);
    expect(readShownSet()).toBeNull();
  });

  it('reads as no set, and writes nothing, when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => writeShownSet({ signature: 'x', show: true })).not.toThrow();
    expect(readShownSet()).toBeNull();
    expect(() => persistDownloadBarClosed()).not.toThrow();
    expect(readDownloadBarClosed()).toBe(false);
  });
});

describe('the download bar’s hide flag', () => {
  beforeEach(() => window.localStorage.clear());

  it('is unset until the bar is closed, then stays set', () => {
    expect(readDownloadBarClosed()).toBe(false);
    persistDownloadBarClosed();
    expect(window.localStorage.getItem(popupStorageKeys.downloadBarClosed)).toBe('1');
    expect(readDownloadBarClosed()).toBe(true);
  });

  it('outlives a sign-out, as does the popup’s set: neither belongs to the session', () => {
    persistDownloadBarClosed();
    writeShownSet({ signature: 'x', show: false });
    clearSignedInData();
    expect(readDownloadBarClosed()).toBe(true);
    expect(readShownSet()).toEqual({ signature: 'x', show: false });
  });
});
