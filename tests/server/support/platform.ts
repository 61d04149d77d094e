import { CompactEncrypt, importJWK } from 'jose';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import {
  apiPaths,
  encryptionHeader,
  encryptionScheme,
  joseContentType,
  loginResponseSchema,
  type LoginResponse,
  type PublicJwk,
  startupInfoSchema,
} from '../../../contract';
import { devControlPaths } from '../../../server/schemas/dev-controls';
import { testPasswordHashing } from '../../../server/lib/password';
import { createApp } from '../../../server/app';
import { createBackgroundTasks } from '../../../server/lib/background-tasks';
import { loadOrCreateKey } from '../../../server/lib/jwe';
import { createPlatform, type Platform, type PlatformOptions } from '../../../server/platform';
import { createDevIdentityProvider } from '../../../server/services/verification/dev-provider';
import { walletsOffLedger } from '../../../server/services/ledger';
import { expectSuccess } from './envelope';

export type App = Platform['app'];

export const demoPassword = 'Demo@2026';

let migratedTemplate: Blob | undefined;

/**
 * A platform on a fresh in-memory database, started from the run's migrated dump
 * (pglite-template.ts) instead of PGlite's initdb, which costs seconds.
 */
export function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  migratedTemplate ??= new Blob([readFileSync(inject('pgliteTemplate'))]);
  return createPlatform({
    dataDir: 'memory://',
    loadDataDir: migratedTemplate,
    // Production-strength scrypt costs about 150 ms a hash; the platform's tests log in hundreds of times.
    passwordHashing: testPasswordHashing,
    // In-process requests have no TCP peer; who may use dev controls is dev.test.ts's subject.
    devControls: 'open',
    ...options,
  });
}

/**
 * The platform's app on a database whose every use throws `error`, for what an unexpected failure
 * answers and logs. `keyFrom` is a working database that holds the platform key.
 */
export async function appOnFailingDatabase(keyFrom: Platform['db'], error: unknown): Promise<App> {
  const broken = new Proxy(keyFrom, {
    get() {
      throw error;
    },
  });
  return createApp(
    {
      db: broken,
      now: () => new Date(),
      key: await loadOrCreateKey(keyFrom, new Date()),
      sessionIdleSeconds: 60,
      passwordHashing: testPasswordHashing,
      sessionMaxSeconds: 600,
      devCaptchas: new Map(),
      devPhoneVerifications: new Map(),
      verification: createDevIdentityProvider(() => new Date()),
      background: createBackgroundTasks(),
    },
    { devControls: 'off' },
  );
}

/** A session of a seeded account, from the dev controls (no login form, no captcha). */
export async function devSession(app: App, account = 'demo_member'): Promise<LoginResponse> {
  return expectSuccess(await app.request(devControlPaths.session, jsonRequest('POST', { account })), loginResponseSchema);
}

/** A clock the test moves by hand. */
export function manualClock(start = Date.UTC(2026, 0, 15, 12, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return JSON.parse(text);
}

const publicKeys = new WeakMap<App, PublicJwk>();

/** The platform key from the start-up information, read once per app: it never changes while the app runs. */
export async function publicKey(app: App): Promise<PublicJwk> {
  const known = publicKeys.get(app);
  if (known) return known;
  const response = await app.request(apiPaths.startup);
  const body = await readJson(response);
  const parsed = startupInfoSchema.parse(envelopeValue(body));
  publicKeys.set(app, parsed.publicKey);
  return parsed.publicKey;
}

function envelopeValue(body: unknown): unknown {
  if (typeof body === 'object' && body !== null && 'value' in body) return body.value;
  throw new Error(`not an envelope: ${JSON.stringify(body)}`);
}

export async function encryptFor(jwk: PublicJwk, payload: unknown): Promise<string> {
  const key = await importJWK(jwk, 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: jwk.kid })
    .encrypt(key);
}

export interface LoginFields {
  username: string;
  password: string;
  captcha?: string;
  captchaKey?: string;
  device?: 'H5' | 'OTHERS';
}

/** POST /wps/session/login the way the client does: a JWE body with the Encryption header. */
export async function postLogin(app: App, fields: LoginFields): Promise<Response> {
  const jwe = await encryptFor(await publicKey(app), { type: 'username', device: 'H5', ...fields });
  return app.request(apiPaths.login, {
    method: 'POST',
    headers: { [encryptionHeader]: encryptionScheme, 'Content-Type': joseContentType },
    body: jwe,
  });
}

export function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

export function jsonRequest(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}

/**
 * One platform per test file (PGlite start-up is the slow part), opened before the first test and
 * closed after the last; with `resetEachTest`, every test starts from the seed. After each test,
 * every wallet must equal the sum of its ledger entries.
 */
export function usePlatform(options: PlatformOptions = {}, { resetEachTest = false } = {}): Platform {
  let opened: Platform | undefined;
  const current = (): Platform => {
    if (opened === undefined) throw new Error('the platform is used outside a test');
    return opened;
  };
  beforeAll(async () => {
    opened = await startPlatform(options);
  });
  afterAll(() => current().close());
  // Money is never lost or created: after every test, each wallet is the sum of its ledger entries.
  afterEach(async () => {
    expect(await walletsOffLedger(current().db)).toEqual([]);
  });
  if (resetEachTest) {
    beforeEach(async () => {
      await current().app.request(devControlPaths.reset, { method: 'POST' });
    });
  }
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    close: () => current().close(),
  };
}
