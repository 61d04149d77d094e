import {
  checkRegisterFields,
  errorCodes,
  type LoginResponse,
  type RegisterFieldIssue,
  type RegisterRequest,
  type RegistrationKind,
  smsModuleIds,
} from '../../contract';
import { demoSiteCode } from '../constants';
import type { PlatformContext } from '../context';
import type { Database } from '../db/database';
import { memberProfiles, members } from '../db/schema';
import { randomDigits } from '../lib/one-time-code';
import { hashPassword } from '../lib/password';
import { findAffiliate } from './affiliates';
import type { CodeFailure } from './code-tries';
import { consumeCaptcha } from './captchas';
import { startMemberSession } from './login';
import { findMemberByAccount, findMemberByMobile } from './members';
import { e164, nationalNumber, type PhoneNumber } from './phones';
import { openWallet } from './ledger';
import { getSiteSettings } from './sites';
import { checkSmsCode, consumeSmsCode } from './sms-codes';

export type RegisterOutcome =
  | { kind: 'success'; response: LoginResponse }
  | { kind: 'methodDisabled' }
  | { kind: 'field'; issue: RegisterFieldIssue }
  | { kind: 'captchaInvalid' }
  | { kind: 'affiliateInvalid' }
  | { kind: 'usernameTaken' }
  | CodeFailure
  | { kind: 'tokenInvalid' }
  | { kind: 'failed' };

/** Rolls the registration transaction back with an answer. */
class Refused extends Error {
  constructor(readonly outcome: RegisterOutcome) {
    super(outcome.kind);
  }
}

/**
 * A new type-0 member with an empty wallet, logged in. In order: the method must be on; the fields
 * must pass the site's rules; the captcha is spent; the affiliate code checked (when the site checks
 * codes); the number proven by its SMS code (REG3, checked here and spent only when the member is
 * created) or by the verification service; then the username must be free, the one existence signal
 * the spec asks for, which is thus never answered without a captcha or a proven number. A number that
 * already belongs to a member fails without saying so.
 */
export async function registerMember(
  ctx: PlatformContext,
  request: RegisterRequest,
  kind: RegistrationKind,
  clientKey: string,
): Promise<RegisterOutcome> {
  const settings = await getSiteSettings(ctx.db, demoSiteCode);
  const enabled = kind === 'username' ? settings.register.usernameRegistration : settings.register.mobileRegistration;
  if (!enabled) return { kind: 'methodDisabled' };

  const checked = checkRegisterFields(request, settings.register.fields, kind);
  if (!checked.ok) return { kind: 'field', issue: checked.issue };
  const values = checked.values;
  if (values.password === undefined) {
    return { kind: 'field', issue: { field: 'password', code: errorCodes.registerFieldRequired, message: 'password.required' } };
  }

  if (values.captcha !== undefined) {
    if (!request.captchaKey || !(await consumeCaptcha(ctx, request.captchaKey, values.captcha))) return { kind: 'captchaInvalid' };
  }

  let upline: string | null = null;
  if (values.affiliateCode !== undefined) {
    const affiliate = await findAffiliate(ctx.db, demoSiteCode, values.affiliateCode, request.domain);
    if (!affiliate && settings.register.affiliateCodeCheck) return { kind: 'affiliateInvalid' };
    upline = affiliate?.agentAccount ?? null;
  }

  let phone: PhoneNumber | undefined;
  let smsCodeId: number | undefined;
  let mobileVerified = false;
  if (values.mobileNum !== undefined && values.countryDialingCode !== undefined) {
    phone = { mobileNum: values.mobileNum, countryDialingCode: values.countryDialingCode };
    if (kind === 'mobile' && request.channel === 'sms' && request.idToken) {
      const identity = await ctx.verification.verifyIdToken('phone', request.idToken);
      if (!identity || identity.subject !== e164(phone)) return { kind: 'tokenInvalid' };
      mobileVerified = true;
    } else if (values.verificationCode !== undefined) {
      const check = await checkSmsCode(ctx, { ...phone, moduleId: smsModuleIds.register, code: values.verificationCode, clientKey });
      if (check.kind !== 'valid') return check;
      smsCodeId = check.codeId;
      mobileVerified = true;
    }
    if (mobileVerified && (await findMemberByMobile(ctx.db, demoSiteCode, phone))) return { kind: 'failed' };
  }

  // Only now, behind the captcha or a proven number, may the answer say the name is taken.
  if (values.username !== undefined && (await findMemberByAccount(ctx.db, demoSiteCode, values.username))) {
    return { kind: 'usernameTaken' };
  }

  const passwordHash = await hashPassword(values.password, ctx.passwordHashing);
  const paymentPasswordHash = values.paymentPassword === undefined ? null : await hashPassword(values.paymentPassword, ctx.passwordHashing);
  const now = ctx.now();
  let member;
  try {
    member = await ctx.db.transaction(async (tx) => {
      if (smsCodeId !== undefined && phone && !(await consumeSmsCode(tx, smsCodeId, now))) {
        throw new Refused({ kind: 'verificationInvalid' });
      }
      const account = values.username ?? (await freeAccountName(tx, phone));
      const [created] = await tx
        .insert(members)
        .values({
          merchantCode: demoSiteCode,
          account,
          nickname: values.nickname ?? null,
          passwordHash,
          type: 0,
          toUpline: upline,
          vipLevel: null,
          regDate: now,
          mobile: phone ? nationalNumber(phone.mobileNum) : null,
          countryDialingCode: phone?.countryDialingCode ?? null,
          mobileVerified,
          email: values.email ?? null,
        })
        .onConflictDoNothing()
        .returning();
      if (!created) {
        // Someone took the name or the number in the meantime.
        const taken = await findMemberByAccount(tx, demoSiteCode, account);
        throw new Refused(taken ? { kind: 'usernameTaken' } : { kind: 'failed' });
      }
      await openWallet(tx, created.id, now);
      await tx.insert(memberProfiles).values({
        memberId: created.id,
        registerMethod: request.registerMethod,
        registerUrl: request.registerUrl,
        domain: request.domain || null,
        affiliateCode: values.affiliateCode?.toUpperCase() ?? null,
        recommenderId: values.recommenderId ?? null,
        payeeName: values.payeeName ?? null,
        idNumber: values.idNumber ?? null,
        qqNum: values.qqNum ?? null,
        facebook: values.facebook ?? null,
        wechat: values.wechat ?? null,
        line: values.line ?? null,
        whatsapp: values.whatsapp ?? null,
        zalo: values.zalo ?? null,
        paymentPasswordHash,
        createdAt: now,
      });
      return created;
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
  // A page running as a standalone home-screen app is the OTHERS device (accounts §7).
  const device = request.registerMethod === 'PWA' || request.registerMethod === 'WEBCLIP' ? 'OTHERS' : 'H5';
  return { kind: 'success', response: await startMemberSession(ctx, member, device) };
}

/** A mobile registration without a username gets one made from the number: m9171234567. */
async function freeAccountName(db: Database, phone: PhoneNumber | undefined): Promise<string> {
  const base = `m${phone ? nationalNumber(phone.mobileNum) : randomDigits(10)}`;
  if (!(await findMemberByAccount(db, demoSiteCode, base))) return base;
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = `${base}_${randomDigits(4)}`;
    if (!(await findMemberByAccount(db, demoSiteCode, candidate))) return candidate;
  }
  throw new Error('could not find a free account name');
}
