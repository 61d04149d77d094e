import { z } from 'zod/mini';

/**
 * Username and password bounds are not in the spec; these follow OWASP ASVS 5.0 (at least 8
 * characters, at least 64 allowed, no composition rules). Login accepts any stored password
 * length so older accounts are not locked out; the bounds apply where a password is chosen.
 */
export const limits = {
  usernameMin: 4,
  usernameMax: 32,
  passwordMin: 8,
  passwordMax: 128,
  captchaMax: 6,
  smsCodeMax: 10,
  /** The reference platform issues codes of this many digits. */
  smsCodeLength: 6,
  mobileMin: 5,
  mobileMax: 20,
  dialingCodeMax: 4,
  /** accounts §5: the email schema's length limit is under 255. */
  emailMax: 254,
  idTokenMax: 4096,
} as const;

export const loginUsernameSchema = z.string().check(
  z.trim(),
  z.minLength(limits.usernameMin, { error: 'username.tooShort' }),
  z.maxLength(limits.usernameMax, { error: 'username.tooLong' }),
  z.regex(/^[A-Za-z0-9_]+$/, { error: 'username.format' }),
);

export const loginPasswordSchema = z.string().check(
  z.minLength(1, { error: 'password.required' }),
  z.maxLength(limits.passwordMax, { error: 'password.tooLong' }),
);

export const captchaAnswerSchema = z.string().check(
  z.trim(),
  z.maxLength(limits.captchaMax, { error: 'captcha.tooLong' }),
  z.regex(/^\d*$/, { error: 'captcha.format' }),
);

/** How the page runs; `OTHERS` marks a standalone home-screen app (accounts §7). */
export const deviceSchema = z.enum(['H5', 'OTHERS']);

/** accounts §5 loginMobileNum: digits only, at most 20 (the login mobile input's bound). */
export const loginMobileNumSchema = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'mobileNum.required' }),
  z.maxLength(limits.mobileMax, { error: 'mobileNum.tooLong' }),
  z.regex(/^\d*$/, { error: 'mobileNum.format' }),
  z.minLength(limits.mobileMin, { error: 'mobileNum.tooShort' }),
);

/** A country dialing code without the plus, as `GET /wps/system/country` lists it ('63'). */
export const countryDialingCodeSchema = z.string().check(
  z.trim(),
  z.regex(new RegExp(`^\\d{1,${limits.dialingCodeMax}}$`), { error: 'countryDialingCode.format' }),
);

/** accounts §5 verificationCode: the SMS code, at most 10 characters (the platform sends 6 digits). */
export const verificationCodeSchema = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'verificationCode.required' }),
  z.maxLength(limits.smsCodeMax, { error: 'verificationCode.tooLong' }),
  z.regex(/^[A-Za-z0-9]*$/, { error: 'verificationCode.format' }),
);

/** An id token of the phone/social verification service (a JWT). */
export const idTokenSchema = z.string().check(
  z.minLength(1, { error: 'idToken.required' }),
  z.maxLength(limits.idTokenMax, { error: 'idToken.tooLong' }),
);

export const socialProviders = ['facebook', 'google'] as const;
export const socialProviderSchema = z.enum(socialProviders);
export type SocialProvider = z.infer<typeof socialProviderSchema>;

/** Login by username and password (accounts §3 login payload, type username). */
export const usernameLoginRequestSchema = z.object({
  type: z.literal('username'),
  username: loginUsernameSchema,
  password: loginPasswordSchema,
  captcha: z.optional(captchaAnswerSchema),
  captchaKey: z.optional(z.string().check(z.maxLength(64))),
  device: deviceSchema,
});
export type UsernameLoginRequest = z.infer<typeof usernameLoginRequestSchema>;

/** Login by mobile number and SMS code (type sms; the code comes from `POST /wps/verification/sms/noLogin`, moduleId COMM3). */
export const smsLoginRequestSchema = z.object({
  type: z.literal('sms'),
  mobileNum: loginMobileNumSchema,
  countryDialingCode: countryDialingCodeSchema,
  verificationCode: verificationCodeSchema,
  device: deviceSchema,
});
export type SmsLoginRequest = z.infer<typeof smsLoginRequestSchema>;

/**
 * Login through the phone verification service (accounts §3: the service variant): the service
 * verified the number itself and vouches for it with an id token.
 */
export const serviceLoginRequestSchema = z.object({
  type: z.literal('service'),
  channel: z.literal('sms'),
  idToken: idTokenSchema,
  mobileNum: loginMobileNumSchema,
  countryDialingCode: countryDialingCodeSchema,
  device: deviceSchema,
});
export type ServiceLoginRequest = z.infer<typeof serviceLoginRequestSchema>;

/** Login with a facebook or google id token from the verification service (FACEBOOKLOGIN3 / GOOGLELOGIN3). */
export const socialLoginRequestSchema = z.object({
  type: z.literal('social'),
  provider: socialProviderSchema,
  idToken: idTokenSchema,
  device: deviceSchema,
});
export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;

/** `POST /wps/session/login` body, encrypted as a JWE (accounts §3 login payload), by type. */
export const loginRequestSchema = z.discriminatedUnion('type', [
  usernameLoginRequestSchema,
  smsLoginRequestSchema,
  serviceLoginRequestSchema,
  socialLoginRequestSchema,
]);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  userName: z.string(),
  customerType: z.int(),
  firstTimeLogin: z.boolean(),
  merchantCode: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST /wps/session/login/freeplay` (accounts §7: POST with a module id). */
export const freeplayRequestSchema = z.object({ moduleId: z.string().check(z.maxLength(32)) });
export const freeplayResponseSchema = z.object({
  token: z.string(),
  userName: z.string(),
  customerType: z.int(),
  merchantCode: z.string(),
  /** 0 means no trial session was opened (accounts §2: stay unless the trial value is 0). */
  trial: z.int(),
});
export type FreeplayResponse = z.infer<typeof freeplayResponseSchema>;

/** `POST /wps/session/renew`: extends the idle expiry of the caller's session. */
export const renewResponseSchema = z.object({
  token: z.string(),
  idleExpiresAt: z.int(),
});

export const logoutResponseSchema = z.object({ loggedOut: z.literal(true) });

/** `GET /wps/captcha`: a base64 PNG data URL and the key the login sends back with the answer. */
export const captchaResponseSchema = z.object({
  image: z.string().check(z.startsWith('data:image/png;base64,')),
  captchaKey: z.string(),
});
export type CaptchaResponse = z.infer<typeof captchaResponseSchema>;

/** Session info kept under MC_SESSION_INFO in sessionStorage (accounts §3). */
export const sessionInfoSchema = z.object({
  token: z.string().check(z.minLength(1)),
  merchantCode: z.string(),
  userName: z.string(),
  type: z.int(),
  firstTimeLogin: z.boolean(),
  trial: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** The session a login value opens (accounts §3 session info); registration and resets answer the same value. */
export function sessionFromLogin(response: LoginResponse): SessionInfo {
  return {
    token: response.token,
    merchantCode: response.merchantCode,
    userName: response.userName,
    type: response.customerType,
    firstTimeLogin: response.firstTimeLogin,
    trial: false,
  };
}

/** A free-play session (accounts §3: a trial session on the trial merchant). */
export function sessionFromFreeplay(response: FreeplayResponse): SessionInfo {
  return {
    token: response.token,
    merchantCode: response.merchantCode,
    userName: response.userName,
    type: response.customerType,
    firstTimeLogin: false,
    trial: true,
  };
}
