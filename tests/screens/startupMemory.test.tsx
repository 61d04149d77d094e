import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserServices } from '../../src/app/appLogic';
import { startupQuery } from '../../src/api/startupQueries';
import { ApiError, clientErrorCodes } from '../../src/api/errors';
import { rememberedStartupInfo, rememberStartupInfo } from '../../src/platform/startupMemory';
import { startupInfo } from '../support/fixtures';

const toasts = { showToast: vi.fn(), showNotice: vi.fn(), showLoading: vi.fn(() => () => undefined) };

function startupAnswer(info = startupInfo()) {
  return vi.fn(async () => Response.json({ success: true, value: info }));
}

const unreachable = vi.fn(async () => {
  throw new TypeError('Failed to fetch');
});

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => null,
    (reason: unknown) => reason,
  );
}

describe('the start-up information kept for an offline start', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is kept after every start-up answer and read back as it was', async () => {
    const info = startupInfo({ merchantCode: 'KEPT' });
    vi.stubGlobal('fetch', startupAnswer(info));
    const queryClient = new QueryClient();
    await expect(browserServices(queryClient, toasts).loadStartup()).resolves.toEqual(info);
    expect(rememberedStartupInfo()).toEqual(info);
  });

  it('stands in when the platform cannot be reached, and the screens find it in the cache', async () => {
    const info = startupInfo({ merchantCode: 'KEPT' });
    rememberStartupInfo(info);
    vi.stubGlobal('fetch', unreachable);
    const queryClient = new QueryClient();
    await expect(browserServices(queryClient, toasts).loadStartup()).resolves.toEqual(info);
    expect(queryClient.getQueryData(startupQuery().queryKey)).toEqual(info);
  });

  it('does not stand in for an answer that is a failure, nor when nothing was kept: the start-up retry', async () => {
    rememberStartupInfo(startupInfo());
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: false, errorCode: 'E500', message: 'down' }, { status: 500 })));
    const refused = await failureOf(browserServices(new QueryClient(), toasts).loadStartup());
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).not.toMatchObject({ code: clientErrorCodes.network });
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })));
    expect(await failureOf(browserServices(new QueryClient(), toasts).loadStartup())).toBeInstanceOf(ApiError);
    window.localStorage.clear();
    vi.stubGlobal('fetch', unreachable);
    expect(await failureOf(browserServices(new QueryClient(), toasts).loadStartup())).toMatchObject({ code: clientErrorCodes.network });
  });

  it('reads nothing that no longer fits the contract, or that storage will not give', () => {
    window.localStorage.setItem('MC_STARTUP_INFO', JSON.stringify({ merchantCode: 'OLD' }));
    expect(rememberedStartupInfo()).toBeNull();
    window.localStorage.setItem('MC_STARTUP_INFO', '{not json');
    expect(rememberedStartupInfo()).toBeNull();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(rememberedStartupInfo()).toBeNull();
  });

  it('keeps nothing when storage refuses, and the start goes on', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.stubGlobal('fetch', startupAnswer());
    await expect(browserServices(new QueryClient(), toasts).loadStartup()).resolves.toEqual(startupInfo());
    vi.restoreAllMocks();
    expect(rememberedStartupInfo()).toBeNull();
  });
});
