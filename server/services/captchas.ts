import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { limits } from '../../contract';
import { captchaTtlSeconds } from '../constants';
import type { PlatformContext } from '../context';
import { captchas } from '../db/schema';
import { renderCaptchaPng } from '../lib/captcha-image';
import { sha256Hex } from '../lib/tokens';

const minDigits = 4;
/** Bounds the dev-only answer map if nobody ever reads it. */
const devCaptchaLimit = 1000;

type CaptchaContext = Pick<PlatformContext, 'db' | 'now' | 'devCaptchas'>;

function codeHash(key: string, code: string): string {
  return sha256Hex(`${key}:${code}`);
}

export interface IssuedCaptcha {
  captchaKey: string;
  image: string;
}

export async function issueCaptcha(ctx: CaptchaContext): Promise<IssuedCaptcha> {
  const now = ctx.now();
  const length = randomInt(minDigits, limits.captchaMax + 1);
  const code = Array.from({ length }, () => randomInt(0, 10)).join('');
  const captchaKey = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + captchaTtlSeconds * 1000);
  await ctx.db.delete(captchas).where(lt(captchas.expiresAt, now));
  await ctx.db.insert(captchas).values({ key: captchaKey, codeHash: codeHash(captchaKey, code), expiresAt });
  rememberForDev(ctx, captchaKey, code, expiresAt.getTime());
  return { captchaKey, image: `data:image/png;base64,${renderCaptchaPng(code).toString('base64')}` };
}

function rememberForDev(ctx: CaptchaContext, key: string, code: string, expiresAt: number) {
  const now = ctx.now().getTime();
  for (const [k, entry] of ctx.devCaptchas) if (entry.expiresAt <= now) ctx.devCaptchas.delete(k);
  while (ctx.devCaptchas.size >= devCaptchaLimit) {
    const oldest = ctx.devCaptchas.keys().next();
    if (oldest.done) break;
    ctx.devCaptchas.delete(oldest.value);
  }
  ctx.devCaptchas.set(key, { code, expiresAt });
}

/** Single use: any attempt, right or wrong, spends the captcha. */
export async function consumeCaptcha(ctx: CaptchaContext, key: string, answer: string): Promise<boolean> {
  const now = ctx.now();
  const [row] = await ctx.db
    .update(captchas)
    .set({ used: true })
    .where(and(eq(captchas.key, key), eq(captchas.used, false)))
    .returning();
  ctx.devCaptchas.delete(key);
  if (!row || row.expiresAt.getTime() <= now.getTime()) return false;
  return row.codeHash === codeHash(key, answer.trim());
}
