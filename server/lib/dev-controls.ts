import type { MiddlewareHandler } from 'hono';
import { isIP } from 'node:net';
import { errorCodes } from '../../contract';
import { forwardedForHeader } from './client-key';
import { fail } from './respond';

/*
 * Who may use the reference platform's dev controls (`/dev/*`). They read SMS codes, e-mails and
 * captcha answers, mint sessions and id tokens, and wipe the database: whoever reaches them can
 * take over any account. So:
 *
 * - `local` (the default): only requests whose TCP peer is this machine's loopback and that no
 *   proxy forwarded. The e2e tests and QA on the same machine work unchanged.
 * - `open`: anyone who can reach the port, for a QA box on a private network; the server warns
 *   loudly at start.
 * - `off`: not mounted; every `/dev` path is a 404. Always so with NODE_ENV=production.
 */
export type DevControls = 'off' | 'local' | 'open';

const offValues = new Set(['0', 'false', 'off', 'no']);

/** `DEV_CONTROLS` (unset: `local`), overridden by `NODE_ENV=production`; an unknown value throws. */
export function devControlsFromEnv(env: NodeJS.ProcessEnv = process.env): DevControls {
  if (env.NODE_ENV === 'production') return 'off';
  const value = (env.DEV_CONTROLS ?? '').trim().toLowerCase();
  if (value === '' || value === 'local') return 'local';
  if (value === 'open') return 'open';
  if (offValues.has(value)) return 'off';
  throw new Error(`DEV_CONTROLS must be local, open or off (got "${env.DEV_CONTROLS}")`);
}

/** What the server prints at start when dev controls answer anyone: it should not go unnoticed. */
export function openDevControlsWarning(): string {
  const rule = '!'.repeat(78);
  return [
    rule,
    '!! DEV_CONTROLS=open: /dev/* answers ANYONE who can reach this port.',
    '!! It reads SMS codes, e-mails and captcha answers, mints sessions and wipes the database:',
    '!! anyone on this network can take over any account. Use it only on a private QA network.',
    rule,
  ].join('\n');
}

/**
 * With `NODE_ENV=production`, the reference platform starts only when told it is a demo
 * (`REFERENCE_PLATFORM=demo`); a real deployment sets PLATFORM_URL. The reason to refuse, or
 * undefined to start.
 */
export function referencePlatformRefusal(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NODE_ENV !== 'production' || env.PLATFORM_URL || env.REFERENCE_PLATFORM === 'demo') return undefined;
  return [
    'NODE_ENV=production without PLATFORM_URL would serve the reference platform: demo accounts',
    'with a published password, codes kept in the database for QA. Set PLATFORM_URL to the real',
    'platform, or REFERENCE_PLATFORM=demo to run the reference platform as a demo (dev controls',
    'stay off).',
  ].join('\n');
}

/**
 * True when the request came straight from this machine: the X-Forwarded-For that this project's
 * servers build (server/lib/client-key.ts) holds exactly one entry, the TCP peer, and it is a
 * loopback address. A proxy in front adds its client's entry, so nothing it forwards is local,
 * even when the proxy itself runs on this machine.
 */
export function isLoopbackOnly(forwardedFor: string | undefined): boolean {
  const hops = (forwardedFor ?? '').split(',').map((hop) => hop.trim());
  if (hops.length !== 1) return false;
  const [peer = ''] = hops;
  const address = peer.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(address) === 4) return address.startsWith('127.');
  return address === '::1';
}

/** Refuses dev controls to anyone but this machine (mode `local`). */
export function localDevControlsOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (isLoopbackOnly(c.req.header(forwardedForHeader))) return next();
    return fail(
      c,
      403,
      errorCodes.forbidden,
      'Dev controls answer only requests from this machine (DEV_CONTROLS=open opens them to a private QA network)',
    );
  };
}
