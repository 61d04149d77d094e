import { z } from 'zod/mini';
import { errorCodes } from './envelope';
import {
  captchaAnswerSchema,
  countryDialingCodeSchema,
  deviceSchema,
  idTokenSchema,
  limits,
  loginMobileNumSchema,
  loginPasswordSchema,
  loginResponseSchema,
  loginUsernameSchema,
  verificationCodeSchema,
} from './session';
import { registerFieldNames, registerSettingsSchema, type RegisterFieldRule } from './site';

/*
 * Accounts (spec accounts §3, §5): registration, password recovery and change, and the look-ups
 * around them. The field rules here are shared: the platform enforces them and the client validates
 * with them. Error messages are keys (`password.tooShort`); the client localises them.
 */

/**
 * A password being chosen (registration, reset, change): OWASP ASVS 5.0, at least 8 characters,
 * up to 128 allowed, no composition rules, never trimmed.
 */
export const newPasswordSchema = z.string().check(
  z.minLength(limits.passwordMin, { error: 'password.tooShort' }),
  z.maxLength(limits.passwordMax, { error: 'password.tooLong' }),
);

/** The confirmation must equal the password (accounts §5: 'Confirmation password not matched'). */
export const passwordMismatchKey = 'password.mismatch';

/**
 * accounts §5 email: word characters with optional dotted (or dashed) parts, @, a domain ending in a
 * 2 to 3 letter part; under 255 characters; trimmed. Written without nested optional repeats so a
 * long input cannot make it backtrack exponentially.
 */
export const emailPattern = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.[A-Za-z]{2,3}$/;
export const emailSchema = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'email.required' }),
  z.maxLength(limits.emailMax, { error: 'email.tooLong' }),
  z.regex(emailPattern, { error: 'email.format' }),
);

/** Free text of a profile field: trimmed, bounded, no control characters. */
function profileText(name: string, max: number) {
  return z.string().check(
    z.trim(),
    z.maxLength(max, { error: `${name}.tooLong` }),
    z.regex(/^[^\p{Cc}]*$/u, { error: `${name}.format` }),
  );
}

/** An affiliate (invitation) code as agents hand it out, e.g. AGENT01. */
export const affiliateCodeSchema = z.string().check(
  z.trim(),
  z.maxLength(32, { error: 'affiliateCode.tooLong' }),
  z.regex(/^[A-Za-z0-9_-]*$/, { error: 'affiliateCode.format' }),
);

type RegisterFieldName = (typeof registerFieldNames)[number];

/** The format rule of every registration field, applied when the field is filled in. */
export const registerFieldSchemas: Record<RegisterFieldName, z.ZodMiniType<string, string>> = {
  mobileNum: loginMobileNumSchema,
  verificationCode: verificationCodeSchema,
  username: loginUsernameSchema,
  password: newPasswordSchema,
  confirmPassword: z.string().check(z.maxLength(limits.passwordMax, { error: 'password.tooLong' })),
  paymentPassword: newPasswordSchema,
  idNumber: z.string().check(
    z.trim(),
    z.maxLength(32, { error: 'idNumber.tooLong' }),
    z.regex(/^[A-Za-z0-9-]*$/, { error: 'idNumber.format' }),
  ),
  qqNum: z.string().check(z.trim(), z.regex(/^\d{5,12}$/, { error: 'qqNum.format' })),
  facebook: profileText('facebook', 64),
  wechat: profileText('wechat', 64),
  line: profileText('line', 64),
  whatsapp: profileText('whatsapp', 64),
  zalo: profileText('zalo', 64),
  email: emailSchema,
  nickname: profileText('nickname', 32),
  payeeName: profileText('payeeName', 64),
  recommenderId: z.string().check(
    z.trim(),
    z.maxLength(32, { error: 'recommenderId.tooLong' }),
    z.regex(/^[A-Za-z0-9_-]*$/, { error: 'recommenderId.format' }),
  ),
  affiliateCode: affiliateCodeSchema,
  captcha: captchaAnswerSchema,
};

/** How the page runs (accounts §3 registerMethod). */
export const registerMethodSchema = z.enum(['APP', 'H5', 'WEBCLIP', 'PWA']);
export type RegisterMethod = z.infer<typeof registerMethodSchema>;

const wireField = z.optional(z.string().check(z.maxLength(1024)));

/**
 * `PUT /wps/member/register` and `PUT /wps/member/register/mobile` body, encrypted as a JWE like
 * login (accounts §3 registration payload). The shape only: which fields count, which are required
 * and their formats come from `checkRegisterFields` with the site's rules. Empty strings are empty
 * fields. `channel` + `idToken` are the phone-service mode: the verification service vouches for the
 * number instead of an SMS code.
 */
export const registerRequestSchema = z.object({
  countryDialingCode: wireField,
  registerUrl: z.string().check(z.maxLength(255)),
  registerMethod: registerMethodSchema,
  username: wireField,
  password: wireField,
  confirmPassword: wireField,
  affiliateCode: wireField,
  paymentPassword: wireField,
  recommenderId: wireField,
  nickname: wireField,
  payeeName: wireField,
  email: wireField,
  mobileNum: wireField,
  idNumber: wireField,
  qqNum: wireField,
  facebook: wireField,
  wechat: wireField,
  line: wireField,
  whatsapp: wireField,
  zalo: wireField,
  captcha: wireField,
  captchaKey: z.optional(z.string().check(z.maxLength(64))),
  /** Always 0 (accounts §9). */
  type: z.literal(0),
  domain: z.optional(z.string().check(z.maxLength(255))),
  verificationCode: wireField,
  channel: z.optional(z.literal('sms')),
  idToken: z.optional(idTokenSchema),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Success logs the new member in: the value is a login value with firstTimeLogin true. */
export const registerResponseSchema = loginResponseSchema;

/** Username registration (`/wps/member/register`) or mobile registration (`/wps/member/register/mobile`). */
export type RegistrationKind = 'username' | 'mobile';

/**
 * Fields each kind needs whatever the site's rules say (essential), fields it takes but never
 * requires (optional), and fields it does not use (ignored). Every other field follows its rule:
 * enabled and required must be filled in; enabled and not required may be empty; disabled is ignored.
 */
export const registrationKindFields: Record<
  RegistrationKind,
  { essential: readonly RegisterFieldName[]; optional: readonly RegisterFieldName[]; ignored: readonly RegisterFieldName[] }
> = {
  username: { essential: ['username', 'password', 'confirmPassword', 'captcha'], optional: [], ignored: [] },
  // No username typed: the platform makes one from the number. The SMS code stands in for the captcha.
  mobile: { essential: ['mobileNum', 'verificationCode', 'password', 'confirmPassword'], optional: ['username'], ignored: ['captcha'] },
};

export type RegisterFieldValues = Partial<Record<RegisterFieldName, string>> & { countryDialingCode?: string };

export type RegisterFieldIssue = {
  /** A register field name, or countryDialingCode. */
  field: string;
  code: typeof errorCodes.registerFieldRequired | typeof errorCodes.validation;
  /** A message key such as `email.format` or `username.required`. */
  message: string;
};

export type RegisterFieldCheck = { ok: true; values: RegisterFieldValues } | { ok: false; issue: RegisterFieldIssue };

function isEmpty(name: RegisterFieldName, value: string | undefined): boolean {
  if (value === undefined) return true;
  return name === 'password' || name === 'confirmPassword' || name === 'paymentPassword' ? value === '' : value.trim() === '';
}

/**
 * Checks a registration against the site's per-field rules and the shared formats, field by field in
 * the form's order; the first failure names its field. Returns the fields that count, parsed
 * (trimmed); ignored and empty optional fields are left out.
 */
export function checkRegisterFields(
  request: Partial<Record<RegisterFieldName | 'countryDialingCode' | 'channel' | 'idToken', string | undefined>>,
  rules: Record<RegisterFieldName, RegisterFieldRule>,
  kind: RegistrationKind,
): RegisterFieldCheck {
  const spec = registrationKindFields[kind];
  const serviceVerified = kind === 'mobile' && request.channel === 'sms' && (request.idToken ?? '') !== '';
  const ignored = (name: RegisterFieldName) =>
    spec.ignored.includes(name) || (serviceVerified && name === 'verificationCode');
  const applies = (name: RegisterFieldName) =>
    !ignored(name) && (spec.essential.includes(name) || spec.optional.includes(name) || rules[name].enabled);
  const required = (name: RegisterFieldName) =>
    !ignored(name) &&
    (spec.essential.includes(name) || (!spec.optional.includes(name) && rules[name].enabled && rules[name].required));

  // A number is only kept once a code proved it; a code needs its number.
  const hasNumber = applies('mobileNum') && !isEmpty('mobileNum', request.mobileNum);
  const hasCode = applies('verificationCode') && !isEmpty('verificationCode', request.verificationCode);
  const needed = (name: RegisterFieldName) =>
    required(name) ||
    (name === 'verificationCode' && hasNumber && applies(name)) ||
    (name === 'mobileNum' && hasCode);

  const values: RegisterFieldValues = {};
  const missing = (field: string): RegisterFieldCheck => ({
    ok: false,
    issue: { field, code: errorCodes.registerFieldRequired, message: `${field}.required` },
  });
  const invalid = (field: string, message: string): RegisterFieldCheck => ({
    ok: false,
    issue: { field, code: errorCodes.validation, message },
  });
  for (const name of registerFieldNames) {
    if (!applies(name)) continue;
    const raw = request[name];
    if (isEmpty(name, raw)) {
      if (needed(name)) return missing(name);
      continue;
    }
    const parsed = registerFieldSchemas[name].safeParse(raw);
    if (!parsed.success) return invalid(name, parsed.error.issues[0]?.message ?? `${name}.format`);
    if (name === 'confirmPassword' && parsed.data !== values.password) return invalid(name, passwordMismatchKey);
    values[name] = parsed.data;
    if (name === 'mobileNum') {
      const dialingCode = request.countryDialingCode;
      if (dialingCode === undefined || dialingCode.trim() === '') return missing('countryDialingCode');
      const code = countryDialingCodeSchema.safeParse(dialingCode);
      if (!code.success) return invalid('countryDialingCode', 'countryDialingCode.format');
      values.countryDialingCode = code.data;
    }
  }
  return { ok: true, values };
}

/** `GET /wps/system/setting/register`: the per-field rules and the method flags. */
export const registerSettingsResponseSchema = registerSettingsSchema;

/** `GET /wps/system/country`: dialing codes for the picker, the site's default country first. */
export const countrySchema = z.object({
  id: z.int(),
  name: z.string(),
  /** Without the plus: '63'. */
  dialingCode: z.string(),
  iso2: z.string().check(z.length(2)),
});
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = z.array(countrySchema);

/** `GET /wps/check/username?username=`. */
export const usernameCheckQuerySchema = z.object({ username: loginUsernameSchema });
export const usernameAvailabilitySchema = z.object({ available: z.boolean() });
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;

/** `GET /wps/affiliate/check?code=&domain=` (accounts §3: request code and domain; a success flag). */
export const affiliateCheckQuerySchema = z.object({
  code: z.string().check(z.maxLength(64)),
  domain: z.optional(z.string().check(z.maxLength(255))),
});
export const affiliateCheckSchema = z.object({ success: z.boolean() });
export type AffiliateCheck = z.infer<typeof affiliateCheckSchema>;

/**
 * `POST /wps/member/forgetPassword/email`, form-encoded (accounts §3: username, email; both trimmed).
 * The answer is the same whether or not they match an account; when they do, a one-time 6-digit
 * code is e-mailed (no link, no token in a URL), to be used with `POST /wps/member/password/email/reset`.
 */
export const forgotPasswordByEmailRequestSchema = z.object({ username: loginUsernameSchema, email: emailSchema });
export type ForgotPasswordByEmailRequest = z.infer<typeof forgotPasswordByEmailRequestSchema>;
export const forgotPasswordByEmailResponseSchema = z.object({ accepted: z.literal(true) });

/** `POST /wps/member/password/email/reset`: the e-mailed code sets a new password and ends every session. */
export const setPasswordByEmailRequestSchema = z.object({
  username: loginUsernameSchema,
  code: verificationCodeSchema,
  newPassword: newPasswordSchema,
});
export type SetPasswordByEmailRequest = z.infer<typeof setPasswordByEmailRequestSchema>;
export const setPasswordByEmailResponseSchema = z.object({ reset: z.literal(true) });

/**
 * `PUT /wps/member/password/phone` (accounts §3 set password by phone; the code comes from
 * `POST /wps/verification/sms/resetPassword`). Failure's errorCode: `modify.new.old.same` (the code
 * stays valid), `verification.invalid`, `verification.expired`, `request.rateLimited`.
 * Success ends the member's other sessions and logs them in (accounts §4): the value is a login value.
 */
export const setPasswordByPhoneRequestSchema = z.object({
  newPassword: newPasswordSchema,
  mobileNum: loginMobileNumSchema,
  countryDialingCode: countryDialingCodeSchema,
  verificationCode: verificationCodeSchema,
  device: z.optional(deviceSchema),
});
export type SetPasswordByPhoneRequest = z.infer<typeof setPasswordByPhoneRequestSchema>;
export const setPasswordByPhoneResponseSchema = loginResponseSchema;

/**
 * `PUT /wps/member/password` (change password V2, signed in; accounts §3 password change payload).
 * Success ends the member's other sessions and keeps this one.
 */
export const changePasswordRequestSchema = z
  .object({
    oldPassword: loginPasswordSchema,
    newPassword: newPasswordSchema,
    confirmNewPassword: z.string().check(
      z.minLength(1, { error: 'confirmNewPassword.required' }),
      z.maxLength(limits.passwordMax, { error: 'password.tooLong' }),
    ),
  })
  .check(
    z.refine((value) => value.newPassword === value.confirmNewPassword, {
      error: passwordMismatchKey,
      path: ['confirmNewPassword'],
    }),
  );
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export const changePasswordResponseSchema = z.object({ changed: z.literal(true) });

/** `GET /wps/member/trialuser`: the free-play account of a trial session. */
export const trialUserSchema = z.object({
  account: z.string(),
  balance: z.number(),
  merchantCode: z.string(),
  type: z.int(),
});
export type TrialUser = z.infer<typeof trialUserSchema>;
