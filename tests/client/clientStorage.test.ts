import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSignedInData, clientStorageKeys } from '../../src/platform/clientStorage';

describe('clearSignedInData (sign-out, accounts §4)', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('clears all of sessionStorage: the session info, the trial session and anything else', () => {
    window.sessionStorage.setItem('MC_SESSION_INFO', '{"token":"t"}');
    window.sessionStorage.setItem('trialAccount', 'trial_7');
    window.sessionStorage.setItem('anything', 'x');
    clearSignedInData();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('removes the auto-login flag, bank list cache, trial user, member info and token; sets autoLogin to 0', () => {
    for (const key of Object.values(clientStorageKeys)) window.localStorage.setItem(key, 'stored');
    window.localStorage.setItem(clientStorageKeys.autoLogin, '1');
    clearSignedInData();
    expect(window.localStorage.getItem('autoLogin')).toBe('0');
    for (const key of ['autoLoginFlag', 'bankListCache', 'trialUser', 'memberInfo', 'token']) {
      expect(window.localStorage.getItem(key), key).toBeNull();
    }
  });

  it('sets autoLogin to 0 even when it was never set', () => {
    clearSignedInData();
    expect(window.localStorage.getItem('autoLogin')).toBe('0');
  });

  it('keeps what is not the session’s: the language and the remembered login', () => {
    window.localStorage.setItem('language', 'pt');
    window.localStorage.setItem('rememberedLogin', '{"type":"username"}');
    clearSignedInData();
    expect(window.localStorage.getItem('language')).toBe('pt');
    expect(window.localStorage.getItem('rememberedLogin')).toBe('{"type":"username"}');
  });

  it('never throws when storage is unavailable, and still does what it can', () => {
    window.localStorage.setItem('bankListCache', '[]');
    vi.spyOn(Storage.prototype, 'clear').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => clearSignedInData()).not.toThrow();
    expect(window.localStorage.getItem('bankListCache')).toBeNull();
    expect(window.localStorage.getItem('autoLogin')).toBe('0');
  });
});
