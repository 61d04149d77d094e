import type { PlatformContext } from '../context';
import { describePurge, purgeExpired } from './purge';

/** Node fires a longer interval after 1 ms instead (a 32-bit timer): some 24 days. */
const longestTimerMs = 2 ** 31 - 1;

export interface PurgeSchedule {
  stop(): void;
}

/**
 * Runs the purge every `intervalSeconds` as a background task (so that closing waits for a run in
 * progress), logging one line when it deleted something. The timer never keeps the process alive;
 * a run still going when the next is due is not overlapped.
 */
export function schedulePurge(
  ctx: Pick<PlatformContext, 'db' | 'now' | 'sessionIdleSeconds' | 'background'>,
  intervalSeconds: number,
): PurgeSchedule {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    ctx.background.run('purge', async () => {
      try {
        const deleted = describePurge(await purgeExpired(ctx));
        if (deleted) console.log(`[platform] purge deleted ${deleted}`);
      } finally {
        running = false;
      }
    });
  }, Math.min(intervalSeconds * 1000, longestTimerMs));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
