import { and, eq } from 'drizzle-orm';
import {
  type LoginRequest,
  type LoginResponse,
  type ServiceLoginRequest,
  type SmsLoginRequest,
  smsModuleIds,
  type SocialLoginRequest,
  type UsernameLoginRequest,
} from '../../contract';
import { captchaAfterFailures, demoSiteCode, rateLimits } from '../constants';
import type { PlatformContext } from '../context';
import { memberIdentities, members } from '../db/schema';
import { verifyAgainstDummy, verifyPassword } from '../lib/password';
import { consumeCaptcha } from './captchas';
import { guessWait, recordFailedGuess } from './guess-throttle';
import { clearFailures, consecutiveFailures, protectionWait, recordFailure, recordWrongPassword } from './login-attempts';
import { findMemberByAccount, findMemberByMobile, markLoggedIn } from './members';
import { e164 } from './phones';
import { record, retryAfter } from './rate-limits';
import { openSession } from './sessions';
import { getSiteSettings } from './sites';
import { useSmsCode } from './sms-codes';

export type LoginOutcome =
  | { kind: 'success'; response: LoginResponse }
  | { kind: 'failed'; captcha: boolean }
  | { kind: 'captchaRequired' }
  | { kind: 'captchaInvalid' }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  | { kind: 'accountProtected'; retryAfterSeconds: number }
  | { kind: 'methodDisabled' }
  | { kind: 'verificationInvalid' }
  | { kind: 'verificationExpired' }
  | { kind: 'verificationTooManyTries' }
  | { kind: 'tokenInvalid' }
  | { kind: 'notLinked' };

type Device = LoginRequest['device'];

/**
 * Every login, whatever its type, counts against the client (`loginPerClient`); the white-label flag
 * of the method must be on (MOBILEVERCODELOGIN3 for SMS and the phone service, FACEBOOKLOGIN3 /
 * GOOGLELOGIN3 for social).
 */
export async function attemptLogin(ctx: PlatformContext, request: LoginRequest, clientKey: string): Promise<LoginOutcome> {
  if (!(await methodEnabled(ctx, request))) return { kind: 'methodDisabled' };
  const now = ctx.now();
  const wait = await retryAfter(ctx.db, rateLimits.loginPerClient, clientKey, now);
  if (wait !== null) return { kind: 'rateLimited', retryAfterSeconds: wait };
  await record(ctx.db, rateLimits.loginPerClient, clientKey, now);
  switch (request.type) {
    case 'username':
      return usernameLogin(ctx, request, clientKey);
    case 'sms':
      return smsLogin(ctx, request, clientKey);
    case 'service':
      return serviceLogin(ctx, request);
    case 'social':
      return socialLogin(ctx, request);
  }
}

async function methodEnabled(ctx: PlatformContext, request: LoginRequest): Promise<boolean> {
  if (request.type === 'username') return true;
  const { whitelabel } = await getSiteSettings(ctx.db, demoSiteCode);
  if (request.type === 'social') return request.provider === 'facebook' ? whitelabel.FACEBOOKLOGIN3 === true : whitelabel.GOOGLELOGIN3 === true;
  return whitelabel.MOBILEVERCODELOGIN3 === true;
}

/**
 * The client's guess throttle and the name's protection come first; after `captchaAfterFailures`
 * failures in a row for a name, every attempt needs a captcha until one succeeds. Only wrong
 * passwords past the captcha count towards protection, so pausing a name costs an attacker solved
 * captchas from many clients. Unknown names and wrong passwords fail alike, in the same time, so
 * accounts cannot be probed.
 */
async function usernameLogin(ctx: PlatformContext, request: UsernameLoginRequest, clientKey: string): Promise<LoginOutcome> {
  const merchantCode = demoSiteCode;
  const { username, password } = request;
  const now = ctx.now();
  const throttled = await guessWait(ctx.db, clientKey, now);
  if (throttled !== null) return { kind: 'rateLimited', retryAfterSeconds: throttled };
  const paused = await protectionWait(ctx.db, username, now);
  if (paused !== null) return { kind: 'accountProtected', retryAfterSeconds: paused };

  const failures = await consecutiveFailures(ctx.db, merchantCode, username);
  if (failures >= captchaAfterFailures) {
    if (!request.captcha || !request.captchaKey) return { kind: 'captchaRequired' };
    if (!(await consumeCaptcha(ctx, request.captchaKey, request.captcha))) {
      await recordFailure(ctx.db, merchantCode, username, now);
      await recordFailedGuess(ctx.db, clientKey, now);
      return { kind: 'captchaInvalid' };
    }
  }

  const member = await findMemberByAccount(ctx.db, merchantCode, username);
  const valid = member ? await verifyPassword(password, member.passwordHash) : await verifyAgainstDummy(password, ctx.passwordHashing);
  if (!member || !valid) {
    const count = await recordFailure(ctx.db, merchantCode, username, now);
    await recordFailedGuess(ctx.db, clientKey, now);
    await recordWrongPassword(ctx, username, member);
    return { kind: 'failed', captcha: count >= captchaAfterFailures };
  }

  await clearFailures(ctx.db, merchantCode, username);
  return { kind: 'success', response: await startMemberSession(ctx, member, request.device) };
}

/** The code of `POST /wps/verification/sms/noLogin` (COMM3), tried as code-tries.ts says. */
async function smsLogin(ctx: PlatformContext, request: SmsLoginRequest, clientKey: string): Promise<LoginOutcome> {
  const used = await useSmsCode(ctx, { ...request, moduleId: smsModuleIds.login, code: request.verificationCode, clientKey });
  if (used.kind !== 'valid') return used;
  // No code is ever sent to a number without a member, so this only fails if the member went away.
  const member = await findMemberByMobile(ctx.db, demoSiteCode, request);
  if (!member) return { kind: 'verificationInvalid' };
  return { kind: 'success', response: await startMemberSession(ctx, member, request.device) };
}

/** The phone verification service vouches for the number with an id token whose subject is +<code><number>. */
async function serviceLogin(ctx: PlatformContext, request: ServiceLoginRequest): Promise<LoginOutcome> {
  const identity = await ctx.verification.verifyIdToken('phone', request.idToken);
  if (!identity || identity.subject !== e164(request)) return { kind: 'tokenInvalid' };
  const member = await findMemberByMobile(ctx.db, demoSiteCode, request);
  if (!member) return { kind: 'notLinked' };
  return { kind: 'success', response: await startMemberSession(ctx, member, request.device) };
}

async function socialLogin(ctx: PlatformContext, request: SocialLoginRequest): Promise<LoginOutcome> {
  const identity = await ctx.verification.verifyIdToken(request.provider, request.idToken);
  if (!identity) return { kind: 'tokenInvalid' };
  const [linked] = await ctx.db
    .select({ member: members })
    .from(memberIdentities)
    .innerJoin(members, eq(members.id, memberIdentities.memberId))
    .where(
      and(
        eq(memberIdentities.provider, request.provider),
        eq(memberIdentities.subject, identity.subject),
        eq(members.merchantCode, demoSiteCode),
      ),
    );
  if (!linked) return { kind: 'notLinked' };
  return { kind: 'success', response: await startMemberSession(ctx, linked.member, request.device) };
}

/** Opens a session for a member who proved who they are; the login value the client stores. */
export async function startMemberSession(
  ctx: PlatformContext,
  member: { id: number; account: string; type: number; merchantCode: string },
  device: Device,
): Promise<LoginResponse> {
  const firstTimeLogin = await markLoggedIn(ctx.db, member.id, ctx.now());
  const token = await openSession(ctx, { memberId: member.id, merchantCode: member.merchantCode, trial: false, device });
  return { token, userName: member.account, customerType: member.type, firstTimeLogin, merchantCode: member.merchantCode };
}
