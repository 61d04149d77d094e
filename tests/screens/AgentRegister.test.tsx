import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { compactDecrypt, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { apiPaths, encryptionHeader, encryptionScheme, errorCodes, type PublicJwk } from '../../contract';
import { checkDownline, emptyDownline } from '../../machines/support/downlineForm';
import { session, startupInfo } from '../support/fixtures';
import { renderApp } from './support/renderApp';
import { startTestApp } from './support/testApp';

const agent = session({ token: 'agent-token', userName: 'demo_agent', type: 1 });

let privateKey: CryptoKey;
let publicKey: PublicJwk;

beforeAll(async () => {
  const pair = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  privateKey = pair.privateKey;
  const jwk = await exportJWK(pair.publicKey);
  publicKey = { kty: 'RSA', n: String(jwk.n), e: String(jwk.e), kid: 'test-key', alg: 'RSA-OAEP-256' };
});

/** A TextEncoder whose bytes are this realm's Uint8Array, which jose checks for (jsdom's encoder makes another realm's). */
class RealmTextEncoder extends TextEncoder {
  override encode(input?: string): Uint8Array<ArrayBuffer> {
    return new Uint8Array(super.encode(input));
  }
}

beforeEach(() => {
  vi.stubGlobal('TextEncoder', RealmTextEncoder);
});

type Refusal = { status: number; errorCode: string; message: string; field?: string };

/**
 * The platform's open-downline call: decrypts the body with the test key and answers with the
 * new account, or with `refusal` while one is set. `opened` holds every decrypted request.
 */
function fakeDownlinePlatform() {
  const state: { refusal: Refusal | null } = { refusal: null };
  const opened: Array<{ headers: Headers; body: unknown }> = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    // The shell's header shows the member's name and balance.
    if (url.pathname === apiPaths.walletBalance) return Response.json({ success: true, value: { sumBalance: 10 } });
    if (url.pathname === apiPaths.memberInfo) {
      const info = { id: 7, nickname: null, account: agent.userName, type: agent.type, toUpline: null, regDate: 0, vipLevel: null, headIcon: null };
      return Response.json({ success: true, value: info });
    }
    if (url.pathname !== apiPaths.openDownline || request.method !== 'PUT') {
      return Response.json({ success: false, errorCode: 'server.error', message: `not faked: ${url.pathname}` }, { status: 500 });
    }
    const { plaintext } = await compactDecrypt(await request.text(), privateKey);
    const body: unknown = JSON.parse(new TextDecoder().decode(plaintext));
    opened.push({ headers: request.headers, body });
    if (state.refusal !== null) {
      const { status, field, ...failure } = state.refusal;
      return Response.json({ success: false, ...failure, ...(field ? { value: { field } } : {}) }, { status });
    }
    const { username, type } = body as { username: string; type: 0 | 1 };
    return Response.json({ success: true, value: { account: username, type } });
  });
  return { state, opened };
}

async function openForm() {
  const testApp = await startTestApp({ session: agent, startup: startupInfo({ publicKey }) });
  return renderApp('/m/agentRegister', { app: testApp });
}

const fields = () => ({
  username: screen.getByRole('textbox', { name: /^Username/ }),
  password: screen.getByLabelText(/^Password/),
  confirmPassword: screen.getByLabelText(/^Confirm password/),
  member: screen.getByRole('radio', { name: 'Member' }),
  agent: screen.getByRole('radio', { name: 'Agent' }),
  rebate: screen.getByRole('textbox', { name: /^Rebate/ }),
  submit: screen.getByRole('button', { name: 'Open the account' }),
});

describe('the downline form rules', () => {
  it('uses the registration rules for the account and its password, and a 0-100 rebate', () => {
    const filled = { ...emptyDownline, username: ' new_player ', password: 'Secret@2026', confirmPassword: 'Secret@2026', rebatePercent: '1.5' };
    expect(checkDownline(filled)).toEqual({
      ok: true,
      request: { username: 'new_player', password: 'Secret@2026', confirmPassword: 'Secret@2026', type: 0, rebatePercent: 1.5 },
    });
    expect(checkDownline({ ...filled, rebatePercent: '100' }).ok).toBe(true);
    expect(checkDownline({ ...filled, rebatePercent: '0' }).ok).toBe(true);
    expect(checkDownline({ ...filled, rebatePercent: '100.01' })).toMatchObject({ ok: false, errors: { rebatePercent: 'rebatePercent.format' } });
    expect(checkDownline({ ...filled, rebatePercent: '-1' })).toMatchObject({ ok: false, focus: 'rebatePercent' });
    expect(checkDownline({ ...filled, rebatePercent: '1.555' })).toMatchObject({ ok: false, focus: 'rebatePercent' });
    expect(checkDownline({ ...filled, username: 'ab' })).toMatchObject({ ok: false, errors: { username: 'username.tooShort' }, focus: 'username' });
    expect(checkDownline({ ...filled, password: 'short', confirmPassword: 'short' })).toMatchObject({
      ok: false,
      errors: { password: 'password.tooShort' },
    });
    expect(checkDownline({ ...filled, confirmPassword: 'Secret@2027' })).toMatchObject({ ok: false, errors: { confirmPassword: 'password.mismatch' } });
    expect(checkDownline(emptyDownline)).toEqual({
      ok: false,
      focus: 'username',
      errors: {
        username: 'username.required',
        password: 'password.required',
        confirmPassword: 'confirmPassword.required',
        rebatePercent: 'rebatePercent.required',
      },
    });
  });
});

describe('opening a downline account', () => {
  it('refuses an empty form with each field saying what it needs, and puts the cursor in the first', async () => {
    const platform = fakeDownlinePlatform();
    const { user } = await openForm();
    await user.click(fields().submit);
    expect(screen.getByText('Please enter the username')).toBeTruthy();
    expect(screen.getByText('Please enter the password')).toBeTruthy();
    expect(screen.getByText('Incorrect password')).toBeTruthy();
    expect(screen.getByText('Enter a rebate from 0 to 100 percent')).toBeTruthy();
    expect(document.activeElement).toBe(fields().username);
    expect(fields().username.getAttribute('aria-invalid')).toBe('true');
    expect(platform.opened).toHaveLength(0);
  });

  it('says when the confirmation does not match, and clears it once the password is made to match', async () => {
    fakeDownlinePlatform();
    const { user } = await openForm();
    await user.type(fields().username, 'new_player');
    await user.type(fields().password, 'Secret@2026');
    await user.type(fields().confirmPassword, 'Secret@2027');
    await user.type(fields().rebate, '1');
    await user.click(fields().submit);
    expect(screen.getByText('Confirmation password not matched')).toBeTruthy();
    expect(document.activeElement).toBe(fields().confirmPassword);
    await user.clear(fields().password);
    await user.type(fields().password, 'Secret@2027');
    expect(screen.queryByText('Confirmation password not matched')).toBeNull();
  });

  it('sends the account encrypted to the platform key and shows the new account by name', async () => {
    const platform = fakeDownlinePlatform();
    const { user } = await openForm();
    await user.type(fields().username, '  new_agent ');
    await user.type(fields().password, 'Secret@2026');
    await user.type(fields().confirmPassword, 'Secret@2026');
    await user.click(fields().agent);
    await user.type(fields().rebate, '2.5');
    await user.click(fields().submit);
    const done = await screen.findByRole('status', { name: 'Account opened' });
    expect(within(done).getByText('new_agent')).toBeTruthy();
    expect(within(done).getByText('new_agent is an agent under you and can log in now.')).toBeTruthy();
    expect(platform.opened).toHaveLength(1);
    expect(platform.opened[0]?.headers.get(encryptionHeader)).toBe(encryptionScheme);
    expect(platform.opened[0]?.body).toEqual({
      username: 'new_agent',
      password: 'Secret@2026',
      confirmPassword: 'Secret@2026',
      type: 1,
      rebatePercent: 2.5,
    });
    await user.click(within(done).getByRole('button', { name: 'Open another account' }));
    expect(fields().username).toHaveProperty('value', '');
    expect(fields().member).toHaveProperty('checked', true);
  });

  it('a taken username is said on its field, the cursor goes there, and nothing typed is lost', async () => {
    const platform = fakeDownlinePlatform();
    platform.state.refusal = { status: 409, errorCode: errorCodes.usernameTaken, message: 'taken', field: 'username' };
    const { user } = await openForm();
    await user.type(fields().username, 'demo_member');
    await user.type(fields().password, 'Secret@2026');
    await user.type(fields().confirmPassword, 'Secret@2026');
    await user.type(fields().rebate, '1');
    await user.click(fields().submit);
    expect(await screen.findByText('Sorry, the username already exists')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(fields().username));
    expect(fields().username).toHaveProperty('value', 'demo_member');
    expect(fields().password).toHaveProperty('value', 'Secret@2026');
    expect(fields().confirmPassword).toHaveProperty('value', 'Secret@2026');
    expect(fields().rebate).toHaveProperty('value', '1');
    // Typing a new name takes the platform's message away; the next try goes through.
    await user.type(fields().username, '2');
    expect(screen.queryByText('Sorry, the username already exists')).toBeNull();
    platform.state.refusal = null;
    await user.click(fields().submit);
    expect(await screen.findByText('demo_member2')).toBeTruthy();
  });

  it("a member who is no agent is refused with the platform's word, and keeps what was typed", async () => {
    const platform = fakeDownlinePlatform();
    platform.state.refusal = { status: 403, errorCode: errorCodes.notAgent, message: 'Non-agents cannot log in' };
    const { user } = await openForm();
    await user.type(fields().username, 'new_player');
    await user.type(fields().password, 'Secret@2026');
    await user.type(fields().confirmPassword, 'Secret@2026');
    await user.type(fields().rebate, '1');
    await user.click(fields().submit);
    expect(await screen.findByText('Non-agents cannot log in')).toHaveProperty('className', 'form__failure');
    expect(fields().username).toHaveProperty('value', 'new_player');
    expect(fields().rebate).toHaveProperty('value', '1');
  });

  it('a rebate above the agent’s own is said on the rebate field', async () => {
    const platform = fakeDownlinePlatform();
    platform.state.refusal = { status: 400, errorCode: errorCodes.validation, message: 'Invalid rebatePercent', field: 'rebatePercent' };
    const { user } = await openForm();
    await user.type(fields().username, 'new_player');
    await user.type(fields().password, 'Secret@2026');
    await user.type(fields().confirmPassword, 'Secret@2026');
    await user.type(fields().rebate, '99');
    await user.click(fields().submit);
    expect(await screen.findByText('The rebate cannot be above your own')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(fields().rebate));
    expect(fields().rebate.getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a member who is no agent out of the page', async () => {
    fakeDownlinePlatform();
    const testApp = await startTestApp({ session: session({ type: 0 }), startup: startupInfo({ publicKey }) });
    const { router } = await renderApp('/m/agentRegister', { app: testApp });
    expect(router.state.location.pathname).toBe('/m/home');
  });
});
