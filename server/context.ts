import type { Database } from './db/database';
import type { PlatformKey } from './lib/jwe';

export interface DevCaptcha {
  code: string;
  expiresAt: number;
}

export interface PlatformContext {
  db: Database;
  now: () => Date;
  key: PlatformKey;
  sessionIdleSeconds: number;
  sessionMaxSeconds: number;
  /** Plain captcha answers for the dev controls only; never written to the database. */
  devCaptchas: Map<string, DevCaptcha>;
}

export interface ActiveSession {
  token: string;
  tokenHash: string;
  memberId: number;
  merchantCode: string;
  trial: boolean;
  idleExpiresAt: Date;
}

export type AppEnv = { Variables: { session: ActiveSession } };
