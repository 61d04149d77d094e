import { z } from 'zod/mini';
import { countryDialingCodeSchema, loginMobileNumSchema, verificationCodeSchema } from './session';

/** `GET /dev/sms`: the SMS outbox of the reference platform, newest first. */
export const smsOutboxEntrySchema = z.object({
  mobile: z.string(),
  code: z.string(),
  moduleId: z.string(),
  sentAt: z.int(),
});
export const smsOutboxSchema = z.array(smsOutboxEntrySchema);

/** `GET /dev/captcha?key=`: the answer of an issued captcha, so QA and e2e can pass it. */
export const devCaptchaSchema = z.object({ captchaKey: z.string(), code: z.string() });

/** `GET /dev/captcha` query. */
export const devCaptchaQuerySchema = z.object({ key: z.string().check(z.minLength(1), z.maxLength(64)) });

/** `POST /dev/reset`: the platform is back to its seed. */
export const devResetResponseSchema = z.object({ reset: z.literal(true) });

/** `GET /dev/mail`: the e-mail outbox of the reference platform, newest first. */
export const mailOutboxEntrySchema = z.object({
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: z.int(),
});
export const mailOutboxSchema = z.array(mailOutboxEntrySchema);

/**
 * Identity providers of the development verification service: facebook and google for social login,
 * phone for the phone-service login and registration (its subject is the number as +<code><number>).
 */
export const devIdTokenProviders = ['facebook', 'google', 'phone'] as const;

/** `POST /dev/id-token`: an id token the reference platform's development provider accepts. */
export const devIdTokenRequestSchema = z.object({
  provider: z.enum(devIdTokenProviders),
  subject: z.string().check(z.minLength(1), z.maxLength(128)),
  email: z.optional(z.string().check(z.maxLength(254))),
});
export const devIdTokenSchema = z.object({ idToken: z.string(), expiresAt: z.int() });

/** The `verificationService.kind` of start-up information when the development provider is in use. */
export const developmentVerificationKind = 'development';

/**
 * The development provider's phone verification (the verification service's side of the
 * phone-service mode): `POST /dev/verification/phone/send` texts a code to the SMS outbox (module
 * `SERVICE`) and answers a verification id; `POST /dev/verification/phone/verify` trades the id and
 * the code for a `phone` id token, as Firebase-like services do.
 */
export const devPhoneModuleId = 'SERVICE';
export const devPhoneSendRequestSchema = z.object({
  countryDialingCode: countryDialingCodeSchema,
  mobileNum: loginMobileNumSchema,
});
export const devPhoneSendSchema = z.object({ verificationId: z.string() });
export const devPhoneVerifyRequestSchema = z.object({
  verificationId: z.string().check(z.minLength(1), z.maxLength(64)),
  code: verificationCodeSchema,
});
