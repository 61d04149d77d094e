import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  readRememberedLogin,
  rememberLogin,
  rememberedLoginKey,
  updateRememberedPassword,
} from '../../src/platform/rememberedLogin';
import { deviceSecretKey } from '../../src/platform/secretKey';

const password = 'Secret@Pass1';

/** Every form of the password the spec's scheme (Base64 twice) or a lazy one would leave readable. */
function readableForms(secret: string): string[] {
  const once = btoa(secret);
  return [secret, once, btoa(once), encodeURIComponent(secret)];
}

function wipeKey(): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase('mc-secrets');
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error);
  });
}

describe('remembered login', () => {
  beforeEach(async () => {
    window.localStorage.clear();
    await wipeKey();
  });

  it('reads nothing when nothing was remembered', async () => {
    await expect(readRememberedLogin()).resolves.toEqual({ username: null, sms: null });
  });

  it('remembers each method on its own and reads both back', async () => {
    await rememberLogin('username', { username: 'alice', password });
    await rememberLogin('sms', { mobileNum: '9171234567', countryDialingCode: '63' });
    await expect(readRememberedLogin()).resolves.toEqual({
      username: { username: 'alice', password },
      sms: { mobileNum: '9171234567', countryDialingCode: '63' },
    });
  });

  it('leaves no password in localStorage in any decodable form', async () => {
    await rememberLogin('username', { username: 'alice', password });
    const stored = JSON.stringify({ ...window.localStorage });
    for (const form of readableForms(password)) expect(stored).not.toContain(form);
    expect(stored).not.toContain('alice');
    expect(Object.keys(window.localStorage)).toEqual([rememberedLoginKey]);
  });

  it('keeps the key non-extractable', async () => {
    const key = await deviceSecretKey();
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
  });

  it('forgets one method and clears storage once nothing is left', async () => {
    await rememberLogin('username', { username: 'alice', password });
    await rememberLogin('sms', { mobileNum: '9171234567', countryDialingCode: '63' });
    await rememberLogin('username', null);
    await expect(readRememberedLogin()).resolves.toEqual({
      username: null,
      sms: { mobileNum: '9171234567', countryDialingCode: '63' },
    });
    await rememberLogin('sms', null);
    expect(window.localStorage.getItem(rememberedLoginKey)).toBeNull();
  });

  it('reads a tampered record as nothing remembered', async () => {
    await rememberLogin('username', { username: 'alice', password });
    const sealed: unknown = JSON.parse(window.localStorage.getItem(rememberedLoginKey) ?? '{}');
    if (typeof sealed !== 'object' || sealed === null || !('iv' in sealed)) throw new Error('unexpected record');
    window.localStorage.setItem(rememberedLoginKey, JSON.stringify({ ...sealed, data: btoa('not the ciphertext') }));
    await expect(readRememberedLogin()).resolves.toEqual({ username: null, sms: null });
  });

  it('reads nothing once the device key is gone', async () => {
    await rememberLogin('username', { username: 'alice', password });
    await wipeKey();
    await expect(readRememberedLogin()).resolves.toEqual({ username: null, sms: null });
  });

  it('after a password change, updates the password only of the same user', async () => {
    await rememberLogin('username', { username: 'Alice', password });
    await updateRememberedPassword('bob', 'Other@Pass2');
    expect((await readRememberedLogin()).username?.password).toBe(password);
    await updateRememberedPassword('alice', 'New@Pass22');
    expect((await readRememberedLogin()).username).toEqual({ username: 'Alice', password: 'New@Pass22' });
  });
});
