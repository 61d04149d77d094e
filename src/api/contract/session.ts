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
  mobileMax: 20,
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

/** `POST /wps/session/login` body, encrypted as a JWE (accounts §3 login payload). */
export const loginRequestSchema = z.object({
  type: z.literal('username'),
  username: loginUsernameSchema,
  password: loginPasswordSchema,
  captcha: z.optional(captchaAnswerSchema),
  captchaKey: z.optional(z.string().check(z.maxLength(64))),
  device: deviceSchema,
});
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
