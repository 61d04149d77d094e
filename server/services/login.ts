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
import { clearFailures, consecutiveFailures, recordFailure } from './login-attempts';
import { findMemberByAccount, findMemberByMobile, markLoggedIn } from './members';
import { e164 } from './phones';
import { clear, record, retryAfter } from './rate-limits';
import { openSession } from './sessions';
import { getSiteSettings } from './sites';
import { useSmsCode } from './sms-codes';

export type LoginOutcome =
  | { kind: 'success'; response: LoginResponse }
  | { kind: 'failed'; captcha: boolean }
  | { kind: 'captchaRequired' }
  | { kind: 'captchaInvalid' }
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  | { kind: 'methodDisabled' }
  | { kind: 'verificationInvalid' }
  | { kind: 'verificationExpired' }
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
      return usernameLogin(ctx, request);
    case 'sms':
      return smsLogin(ctx, request);
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
 * After `captchaAfterFailures` failures in a row for a name, every attempt needs a captcha until one
 * succeeds; after `loginFailuresPerUsername` failures in the window the name is refused for a while.
 * Unknown names and wrong passwords fail alike, in the same time, so accounts cannot be probed.
 */
async function usernameLogin(ctx: PlatformContext, request: UsernameLoginRequest): Promise<LoginOutcome> {
  const merchantCode = demoSiteCode;
  const { username, password } = request;
  const subject = username.trim().toLowerCase();
  const locked = await retryAfter(ctx.db, rateLimits.loginFailuresPerUsername, subject, ctx.now());
  if (locked !== null) return { kind: 'rateLimited', retryAfterSeconds: locked };

  const failures = await consecutiveFailures(ctx.db, merchantCode, username);
  if (failures >= captchaAfterFailures) {
    if (!request.captcha || !request.captchaKey) return { kind: 'captchaRequired' };
    if (!(await consumeCaptcha(ctx, request.captchaKey, request.captcha))) {
      await recordFailure(ctx.db, merchantCode, username, ctx.now());
      await record(ctx.db, rateLimits.loginFailuresPerUsername, subject, ctx.now());
      return { kind: 'captchaInvalid' };
    }
  }

  const member = await findMemberByAccount(ctx.db, merchantCode, username);
  const valid = member ? await verifyPassword(password, member.passwordHash) : await verifyAgainstDummy(password, ctx.passwordHashing);
  if (!member || !valid) {
    const count = await recordFailure(ctx.db, merchantCode, username, ctx.now());
    await record(ctx.db, rateLimits.loginFailuresPerUsername, subject, ctx.now());
    return { kind: 'failed', captcha: count >= captchaAfterFailures };
  }

  await clearFailures(ctx.db, merchantCode, username);
  await clear(ctx.db, rateLimits.loginFailuresPerUsername, subject);
  return { kind: 'success', response: await startMemberSession(ctx, member, request.device) };
}

/** The code of `POST /wps/verification/sms/noLogin` (COMM3); wrong codes lock the number after 5. */
async function smsLogin(ctx: PlatformContext, request: SmsLoginRequest): Promise<LoginOutcome> {
  const used = await useSmsCode(ctx, { ...request, moduleId: smsModuleIds.login, code: request.verificationCode });
  if (used.kind === 'locked') return { kind: 'rateLimited', retryAfterSeconds: used.retryAfterSeconds };
  if (used.kind === 'expired') return { kind: 'verificationExpired' };
  if (used.kind === 'invalid') return { kind: 'verificationInvalid' };
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
