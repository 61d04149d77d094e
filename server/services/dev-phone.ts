import { randomBytes } from 'node:crypto';
import { devPhoneModuleId, limits } from '../../contract';
import type { PlatformContext } from '../context';
import { codeMatches, hashCode, randomDigits } from '../lib/one-time-code';
import { e164, nationalNumber } from './phones';
import { recordSms } from './sms';

/** The development provider's codes: valid 60 s (the service route's countdown), five tries. */
const codeSeconds = 60;
const attempts = 5;

/** Texts a code to the outbox and opens a verification; the provider's own limits are not modelled. */
export async function startPhoneVerification(
  ctx: PlatformContext,
  target: { countryDialingCode: string; mobileNum: string },
): Promise<string> {
  const now = ctx.now();
  const code = randomDigits(limits.smsCodeLength);
  const verificationId = randomBytes(16).toString('base64url');
  ctx.devPhoneVerifications.set(verificationId, {
    subject: e164(target),
    codeHash: hashCode(code),
    expiresAt: now.getTime() + codeSeconds * 1000,
    attemptsLeft: attempts,
  });
  await recordSms(ctx.db, {
    mobile: nationalNumber(target.mobileNum),
    countryDialingCode: target.countryDialingCode,
    code,
    moduleId: devPhoneModuleId,
    sentAt: now,
  });
  return verificationId;
}

export type PhoneVerificationOutcome =
  | { kind: 'verified'; subject: string }
  | { kind: 'verificationInvalid' }
  | { kind: 'verificationExpired' };

/** Checks a code once; a verification ends when it succeeds, expires or runs out of tries. */
export function checkPhoneVerification(ctx: PlatformContext, verificationId: string, code: string): PhoneVerificationOutcome {
  const open = ctx.devPhoneVerifications.get(verificationId);
  if (!open) return { kind: 'verificationInvalid' };
  if (open.expiresAt <= ctx.now().getTime()) {
    ctx.devPhoneVerifications.delete(verificationId);
    return { kind: 'verificationExpired' };
  }
  if (!codeMatches(code, open.codeHash)) {
    open.attemptsLeft -= 1;
    if (open.attemptsLeft <= 0) ctx.devPhoneVerifications.delete(verificationId);
    return { kind: 'verificationInvalid' };
  }
  ctx.devPhoneVerifications.delete(verificationId);
  return { kind: 'verified', subject: open.subject };
}
