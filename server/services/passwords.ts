import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  blockedMemberType,
  type ChangePasswordRequest,
  type ForgotPasswordByEmailRequest,
  limits,
  type LoginResponse,
  type SetPasswordByEmailRequest,
  type SetPasswordByPhoneRequest,
  smsModuleIds,
} from '../../contract';
import { demoSiteCode, emailResetCodeMinutes, rateLimits } from '../constants';
import type { ActiveSession, PlatformContext } from '../context';
import { members, passwordResetCodes } from '../db/schema';
import { hashCode, randomDigits } from '../lib/one-time-code';
import { hashPassword, verifyPassword } from '../lib/password';
import { type CodeFailure, tryCode, wrongTryCounter } from './code-tries';
import { clearFailures, liftProtection } from './login-attempts';
import { startMemberSession } from './login';
import { recordMail } from './mail';
import { findMemberByAccount, findMemberByMobile, setPasswordHash } from './members';
import { clear, longest, record, retryAfter } from './rate-limits';
import { closeMemberSessions } from './sessions';
import { getSiteSettings } from './sites';
import { checkSmsCode, consumeSmsCode } from './sms-codes';

type Limited = { kind: 'rateLimited'; retryAfterSeconds: number };

/** A new password lifts the login captcha and the protection of the name. */
async function afterNewPassword(ctx: PlatformContext, memberId: number, account: string, passwordHash: string) {
  await setPasswordHash(ctx.db, memberId, passwordHash);
  await clearFailures(ctx.db, demoSiteCode, account);
  await liftProtection(ctx.db, account);
}

export type ChangePasswordOutcome =
  | { kind: 'changed' }
  | { kind: 'same' }
  | { kind: 'incorrect' }
  | { kind: 'trial' }
  | { kind: 'blocked' }
  | Limited;

/**
 * Change password (V2): the old password must be right; success ends the member's other sessions.
 * A blocked (type 4) member may log in and look (accounts §6: the offline notice) but changes nothing.
 */
export async function changePassword(
  ctx: PlatformContext,
  session: ActiveSession,
  request: ChangePasswordRequest,
): Promise<ChangePasswordOutcome> {
  if (session.trial) return { kind: 'trial' };
  if (request.newPassword === request.oldPassword) return { kind: 'same' };
  const subject = String(session.memberId);
  const locked = await retryAfter(ctx.db, rateLimits.passwordChangeFailures, subject, ctx.now());
  if (locked !== null) return { kind: 'rateLimited', retryAfterSeconds: locked };
  const [member] = await ctx.db.select().from(members).where(eq(members.id, session.memberId));
  if (member?.type === blockedMemberType) return { kind: 'blocked' };
  if (!member || !(await verifyPassword(request.oldPassword, member.passwordHash))) {
    await record(ctx.db, rateLimits.passwordChangeFailures, subject, ctx.now());
    return { kind: 'incorrect' };
  }
  await afterNewPassword(ctx, member.id, member.account, await hashPassword(request.newPassword, ctx.passwordHashing));
  await clear(ctx.db, rateLimits.passwordChangeFailures, subject);
  await closeMemberSessions(ctx, member.id, session.tokenHash);
  return { kind: 'changed' };
}

/**
 * Forgot password by e-mail. The answer never depends on the account: when username and e-mail
 * match a member, a one-time 6-digit code is e-mailed (to the outbox); otherwise nothing happens.
 * Both happen after the answer, so that its timing cannot tell a match (look-up, code, e-mail) from
 * an unknown name.
 */
export async function forgotPasswordByEmail(
  ctx: PlatformContext,
  request: ForgotPasswordByEmailRequest,
  clientKey: string,
): Promise<{ kind: 'accepted' } | Limited> {
  const now = ctx.now();
  const subject = request.username.toLowerCase();
  const wait = longest(
    await retryAfter(ctx.db, rateLimits.forgotPerClient, clientKey, now),
    await retryAfter(ctx.db, rateLimits.forgotPerUsername, subject, now),
  );
  if (wait !== null) return { kind: 'rateLimited', retryAfterSeconds: wait };
  await record(ctx.db, rateLimits.forgotPerClient, clientKey, now);
  await record(ctx.db, rateLimits.forgotPerUsername, subject, now);
  ctx.background.run('forgot-password e-mail', () => mailResetCode(ctx, request, now));
  return { kind: 'accepted' };
}

async function mailResetCode(ctx: PlatformContext, request: ForgotPasswordByEmailRequest, now: Date): Promise<void> {
  const member = await findMemberByAccount(ctx.db, demoSiteCode, request.username);
  if (!member?.email || member.email.trim().toLowerCase() !== request.email.toLowerCase()) return;
  const code = randomDigits(limits.smsCodeLength);
  await ctx.db.insert(passwordResetCodes).values({
    memberId: member.id,
    codeHash: hashCode(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + emailResetCodeMinutes * 60 * 1000),
  });
  await recordMail(ctx.db, {
    to: member.email,
    subject: 'Your password reset code',
    body: [
      `Hello ${member.account},`,
      '',
      `Your password reset code is ${code}`,
      '',
      `It works once, within ${emailResetCodeMinutes} minutes. On the forgot-password screen, enter your`,
      'username, this code and your new password.',
      '',
      'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
    sentAt: now,
  });
}

/**
 * The e-mailed code sets a new password and ends every session. Only the member's newest code
 * counts, tried as code-tries.ts says; an unknown name has no code, so it fails like a wrong one.
 */
export async function setPasswordByEmail(
  ctx: PlatformContext,
  request: SetPasswordByEmailRequest,
  clientKey: string,
): Promise<{ kind: 'reset' } | { kind: 'same' } | CodeFailure> {
  const now = ctx.now();
  const member = await findMemberByAccount(ctx.db, demoSiteCode, request.username);
  const [latest] = member
    ? await ctx.db
        .select()
        .from(passwordResetCodes)
        .where(eq(passwordResetCodes.memberId, member.id))
        .orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
        .limit(1)
    : [];
  const tried = await tryCode(ctx, clientKey, latest, request.code, wrongTryCounter(ctx.db, passwordResetCodes));
  if (tried.kind !== 'valid') return tried;
  if (!member) return { kind: 'verificationInvalid' };
  if (await verifyPassword(request.newPassword, member.passwordHash)) return { kind: 'same' };
  const passwordHash = await hashPassword(request.newPassword, ctx.passwordHashing);
  const spent = await ctx.db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.id, tried.issued.id), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  if (spent.length === 0) return { kind: 'verificationInvalid' };
  await afterNewPassword(ctx, member.id, member.account, passwordHash);
  await closeMemberSessions(ctx, member.id);
  return { kind: 'reset' };
}

/**
 * Set password by phone with the reset SMS code (VERIFICATION3). New equal to old answers
 * `modify.new.old.same` and leaves the code valid, so the user only retypes the password. Success
 * ends every session of the member and logs them in (accounts §4).
 */
export async function setPasswordByPhone(
  ctx: PlatformContext,
  request: SetPasswordByPhoneRequest,
  clientKey: string,
): Promise<{ kind: 'success'; response: LoginResponse } | { kind: 'same' } | { kind: 'disabled' } | CodeFailure> {
  const { whitelabel } = await getSiteSettings(ctx.db, demoSiteCode);
  if (!whitelabel.PSWCHANGEVERIFY3) return { kind: 'disabled' };
  const check = await checkSmsCode(ctx, { ...request, moduleId: smsModuleIds.resetPassword, code: request.verificationCode, clientKey });
  if (check.kind !== 'valid') return check;
  const member = await findMemberByMobile(ctx.db, demoSiteCode, request);
  if (!member) return { kind: 'verificationInvalid' };
  if (await verifyPassword(request.newPassword, member.passwordHash)) return { kind: 'same' };
  const passwordHash = await hashPassword(request.newPassword, ctx.passwordHashing);
  if (!(await consumeSmsCode(ctx.db, check.codeId, ctx.now()))) return { kind: 'verificationInvalid' };
  await afterNewPassword(ctx, member.id, member.account, passwordHash);
  await closeMemberSessions(ctx, member.id);
  return { kind: 'success', response: await startMemberSession(ctx, member, request.device ?? 'H5') };
}
