import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { bindApiSession, callPlatform } from '../../src/api/client';
import { errorCodes, inlineAnswerKey, inlineAnswersElementId } from '../../contract';
import { ApiError, clientErrorCodes } from '../../src/api/errors';

const valueSchema = z.object({ sumBalance: z.number() });

function respond(status: number, body: unknown) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('callPlatform', () => {
  const onUnauthorized = vi.fn();
  let token: string | null = null;
  beforeEach(() => {
    token = null;
    onUnauthorized.mockReset();
    bindApiSession({ getToken: () => token, onUnauthorized });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('returns the parsed value and sends the token only as a bearer header', async () => {
    const fetch = respond(200, { success: true, value: { sumBalance: 12.5 } });
    vi.stubGlobal('fetch', fetch);
    token = 'secret-token';
    await expect(callPlatform('/wps/wallets/balance', valueSchema)).resolves.toEqual({ sumBalance: 12.5 });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).not.toContain('secret-token');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer secret-token');
  });

  it('maps a failure envelope to an ApiError with the captcha flag and the field', async () => {
    vi.stubGlobal(
      'fetch',
      respond(400, { success: false, errorCode: errorCodes.loginFailed, message: 'no', value: { captcha: true, field: 'password' } }),
    );
    const error = await failureOf(callPlatform('/wps/session/login', valueSchema));
    expect(error).toMatchObject({ code: errorCodes.loginFailed, captchaRequired: true, field: 'password', status: 400 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('carries a rate limit\'s wait so the message can say how long', async () => {
    vi.stubGlobal(
      'fetch',
      respond(429, { success: false, errorCode: errorCodes.rateLimited, message: 'slow down', value: { retryAfterSeconds: 240 } }),
    );
    const error = await failureOf(callPlatform('/wps/verification/sms/noLogin', valueSchema));
    expect(error).toMatchObject({ code: errorCodes.rateLimited, retryAfterSeconds: 240, status: 429 });
  });

  it('ends the session on any 401', async () => {
    vi.stubGlobal('fetch', respond(401, { success: false, errorCode: errorCodes.sessionExpired, message: 'expired' }));
    const error = await failureOf(callPlatform('/wps/member/info', valueSchema));
    expect(error.code).toBe(errorCodes.sessionExpired);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats a response that breaks the contract as a bad response, not a crash', async () => {
    vi.stubGlobal('fetch', respond(200, { success: true, value: { sumBalance: 'lots' } }));
    const error = await failureOf(callPlatform('/wps/wallets/balance', valueSchema));
    expect(error.code).toBe(clientErrorCodes.badResponse);
  });

  it('reports a network failure as no internet', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failureOf(callPlatform('/wps/wallets/balance', valueSchema));
    expect(error.code).toBe(clientErrorCodes.network);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('callPlatform with answers the page arrived with', () => {
  const path = '/wps/wallets/balance';
  function pageCarries(answers: unknown) {
    document.getElementById(inlineAnswersElementId)?.remove();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = inlineAnswersElementId;
    block.textContent = typeof answers === 'string' ? answers : JSON.stringify(answers);
    document.head.append(block);
  }
  beforeEach(() => bindApiSession({ getToken: () => null, onUnauthorized: () => {} }));
  afterEach(() => {
    document.getElementById(inlineAnswersElementId)?.remove();
    vi.unstubAllGlobals();
  });

  it('takes the answer from the page once, then asks the platform', async () => {
    pageCarries({ [path]: { success: true, value: { sumBalance: 1 } } });
    const fetch = respond(200, { success: true, value: { sumBalance: 2 } });
    vi.stubGlobal('fetch', fetch);
    await expect(callPlatform(path, valueSchema)).resolves.toEqual({ sumBalance: 1 });
    expect(fetch).not.toHaveBeenCalled();
    expect(document.getElementById(inlineAnswersElementId)).toBeNull();
    await expect(callPlatform(path, valueSchema)).resolves.toEqual({ sumBalance: 2 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks the platform when the carried answer does not fit the contract, or the page is unreadable', async () => {
    const fetch = respond(200, { success: true, value: { sumBalance: 2 } });
    vi.stubGlobal('fetch', fetch);
    pageCarries({ [path]: { success: true, value: { sumBalance: 'lots' } } });
    await expect(callPlatform(path, valueSchema)).resolves.toEqual({ sumBalance: 2 });
    pageCarries('{"/wps/wallets/balance": ');
    await expect(callPlatform(path, valueSchema)).resolves.toEqual({ sumBalance: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never answers a call with a body or another method from the page, nor one with other parameters', async () => {
    const fetch = respond(200, { success: true, value: { sumBalance: 2 } });
    vi.stubGlobal('fetch', fetch);
    for (const options of [{ query: { page: 1 } }, { method: 'POST' as const }, { body: { a: 1 } }]) {
      pageCarries({ [path]: { success: true, value: { sumBalance: 1 } } });
      await expect(callPlatform(path, valueSchema, options)).resolves.toEqual({ sumBalance: 2 });
    }
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("answers a call with parameters from the page by its key, a guest's only", async () => {
    const query = { page: 1, size: undefined, type: 'B' };
    const carried = () => pageCarries({ [inlineAnswerKey(path, { page: '1', type: 'B' })]: { success: true, value: { sumBalance: 1 } } });
    const fetch = respond(200, { success: true, value: { sumBalance: 2 } });
    vi.stubGlobal('fetch', fetch);
    carried();
    await expect(callPlatform(path, valueSchema, { query })).resolves.toEqual({ sumBalance: 1 });
    expect(fetch).not.toHaveBeenCalled();
    carried();
    bindApiSession({ getToken: () => 'token', onUnauthorized: () => {} });
    await expect(callPlatform(path, valueSchema, { query })).resolves.toEqual({ sumBalance: 2 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
