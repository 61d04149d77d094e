import type { PasswordHashing } from './lib/password';
import type { BackgroundTasks } from './lib/background-tasks';
import type { Database } from './db/database';
import type { PlatformKey } from './lib/jwe';
import type { DevIdentityProvider } from './services/verification/dev-provider';
import type { VerificationService } from './services/verification/types';

export interface DevCaptcha {
  code: string;
  expiresAt: number;
}

/** A code the development provider texted, waiting for `POST /dev/verification/phone/verify`. */
export interface DevPhoneVerification {
  subject: string;
  codeHash: string;
  expiresAt: number;
  attemptsLeft: number;
}

export interface PlatformContext {
  db: Database;
  now: () => Date;
  key: PlatformKey;
  sessionIdleSeconds: number;
  sessionMaxSeconds: number;
  /** scrypt's cost for new password hashes (production strength unless a test says otherwise). */
  passwordHashing: PasswordHashing;
  /** Plain captcha answers for the dev controls only; never written to the database. */
  devCaptchas: Map<string, DevCaptcha>;
  /** The development provider's open phone verifications, by verification id. */
  devPhoneVerifications: Map<string, DevPhoneVerification>;
  /** Checks the id tokens of the phone/social verification service. */
  verification: VerificationService;
  /** The development provider behind `POST /dev/id-token`; absent when a real service is plugged in. */
  devIdentity?: DevIdentityProvider;
  /** Work done after the answer (the forgot-password e-mail) and the purge; closing waits for it. */
  background: BackgroundTasks;
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
