import { productionPasswordHashing, type PasswordHashing } from './lib/password';
import { createApp } from './app';
import { defaultPurgeIntervalSeconds, defaultSessionIdleSeconds, defaultSessionMaxSeconds } from './constants';
import type { PlatformContext } from './context';
import type { Database, OpenedDatabase } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open';
import { seed } from './db/seed';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background-tasks';
import type { DevControls } from './lib/dev-controls';
import { loadOrCreateKey } from './lib/jwe';
import { secondsFromEnv } from './lib/settings';
import { schedulePurge } from './services/purge-schedule';
import { createDevIdentityProvider } from './services/verification/dev-provider';
import type { VerificationService } from './services/verification/types';

export interface PlatformOptions {
  /** PGlite data directory or `memory://`; default `DATA_DIR`, then `.data/`. */
  dataDir?: string;
  /** `postgres://...`; default `DATABASE_URL`. */
  databaseUrl?: string;
  /** A dumped PGlite data directory to start from (openDatabase's `loadDataDir`). */
  loadDataDir?: Blob;
  /** An already open database; the platform then leaves closing it to the caller. */
  database?: OpenedDatabase;
  /** Who may use `/dev` (SMS outbox, site settings, reset, captcha answers): server/lib/dev-controls.ts. Default `local`. */
  devControls?: DevControls;
  /** Epoch milliseconds; tests move it to expire sessions. */
  clock?: () => number;
  sessionIdleSeconds?: number;
  sessionMaxSeconds?: number;
  /** A real phone/social verification service; default the development provider (`POST /dev/id-token`). */
  verification?: VerificationService;
  /** scrypt's cost for password hashes; production strength unless set (the platform's tests). */
  passwordHashing?: PasswordHashing;
  /** How often the purge runs; default `PURGE_INTERVAL_SECONDS`, then 10 minutes. */
  purgeIntervalSeconds?: number;
  /** What runs after the answer (tests hold it); default tasks start once the answer is written. */
  background?: BackgroundTasks;
}

export interface Platform {
  app: ReturnType<typeof createApp>;
  db: Database;
  close: () => Promise<void>;
}


export async function createPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const opened = options.database ?? (await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, loadDataDir: options.loadDataDir }));
  try {
    const clock = options.clock ?? Date.now;
    const now = () => new Date(clock());
    await migrate(opened.db);
    const passwordHashing = options.passwordHashing ?? productionPasswordHashing;
    await seed(opened.db, now(), passwordHashing);
    const devIdentity = createDevIdentityProvider(now);
    const ctx: PlatformContext = {
      db: opened.db,
      now,
      key: await loadOrCreateKey(opened.db, now()),
      sessionIdleSeconds: options.sessionIdleSeconds ?? secondsFromEnv('SESSION_IDLE_SECONDS', defaultSessionIdleSeconds),
      sessionMaxSeconds: options.sessionMaxSeconds ?? secondsFromEnv('SESSION_MAX_SECONDS', defaultSessionMaxSeconds),
      passwordHashing,
      devCaptchas: new Map(),
      devPhoneVerifications: new Map(),
      verification: options.verification ?? devIdentity,
      devIdentity: options.verification ? undefined : devIdentity,
      background: options.background ?? createBackgroundTasks(),
    };
    const app = createApp(ctx, { devControls: options.devControls ?? 'local' });
    const purge = schedulePurge(ctx, options.purgeIntervalSeconds ?? secondsFromEnv('PURGE_INTERVAL_SECONDS', defaultPurgeIntervalSeconds));
    return {
      app,
      db: opened.db,
      close: async () => {
        purge.stop();
        await ctx.background.settled();
        if (!options.database) await opened.close();
      },
    };
  } catch (error) {
    if (!options.database) await opened.close();
    throw error;
  }
}
