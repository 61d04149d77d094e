import { beforeEach, describe, expect, it } from 'vitest';
import { clearSessionInfo, readSessionInfo, sessionStorageKey, writeSessionInfo } from '../../src/platform/sessionStore';

const session = { token: 't0k3n', merchantCode: 'DEMO', userName: 'demo_member', type: 0, firstTimeLogin: false, trial: false };

describe('session info in sessionStorage', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is kept under MC_SESSION_INFO and read back', () => {
    writeSessionInfo(session);
    expect(sessionStorageKey).toBe('MC_SESSION_INFO');
    expect(JSON.parse(window.sessionStorage.getItem('MC_SESSION_INFO') ?? 'null')).toEqual(session);
    expect(readSessionInfo()).toEqual(session);
  });

  it('reads nothing from an empty, corrupt or foreign value', () => {
    expect(readSessionInfo()).toBeNull();
    window.sessionStorage.setItem(sessionStorageKey, '{not json');
    expect(readSessionInfo()).toBeNull();
    window.sessionStorage.setItem(sessionStorageKey, JSON.stringify({ token: '' }));
    expect(readSessionInfo()).toBeNull();
  });

  it('clears it', () => {
    writeSessionInfo(session);
    clearSessionInfo();
    expect(window.sessionStorage.getItem(sessionStorageKey)).toBeNull();
  });
});
