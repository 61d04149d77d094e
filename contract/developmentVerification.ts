import { z } from 'zod/mini';
import { countryDialingCodeSchema, loginMobileNumSchema, verificationCodeSchema } from './session';

/*
 * The development verification service: the reference platform's stand-in for a phone/social
 * identity provider. The client's `development` adapter (src/platform/verification/) calls it.
 */

/** Paths of the development verification service. */
export const developmentVerificationPaths = {
  idToken: '/dev/id-token',
  phoneSend: '/dev/verification/phone/send',
  phoneVerify: '/dev/verification/phone/verify',
} as const;

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
