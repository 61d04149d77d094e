import { z } from 'zod/mini';

/**
 * Every /wps response is one envelope. Success carries `value`; failure carries an error code,
 * a human message (English, the client localises by code) and an optional error value such as
 * `{ captcha: true }` (spec accounts §3: data.value.captcha) or the failing field.
 */
export const errorValueSchema = z.object({
  captcha: z.optional(z.boolean()),
  field: z.optional(z.string()),
  retryAfterSeconds: z.optional(z.int().check(z.nonnegative())),
});
export type ErrorValue = z.infer<typeof errorValueSchema>;

export const failureEnvelopeSchema = z.object({
  success: z.literal(false),
  errorCode: z.string(),
  message: z.string(),
  value: z.optional(errorValueSchema),
});
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;

export function successEnvelopeSchema<T extends z.ZodMiniType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

export function envelopeSchema<T extends z.ZodMiniType>(value: T) {
  return z.discriminatedUnion('success', [successEnvelopeSchema(value), failureEnvelopeSchema]);
}

/** Error codes the reference platform uses; the client maps them to localised messages. */
export const errorCodes = {
  validation: 'request.invalid',
  notFound: 'request.notFound',
  unauthorized: 'session.unauthorized',
  sessionExpired: 'session.expired',
  loginFailed: 'login.failed',
  accountDisabled: 'login.accountDisabled',
  /**
   * Password login to this name is paused: many clients together failed too often (429, with
   * `value.retryAfterSeconds`). Codes, the verification service and password resets still work.
   */
  accountProtected: 'login.accountProtected',
  captchaRequired: 'captcha.required',
  captchaInvalid: 'captcha.invalid',
  decryptFailed: 'request.decryptFailed',
  rateLimited: 'request.rateLimited',
  maintenance: 'site.maintenance',
  internal: 'server.error',
  /** The caller may not use this at all (the reference platform's dev controls from elsewhere). */
  forbidden: 'request.forbidden',
  /**
   * A method the site has switched off: SMS, phone-service or social login (MOBILEVERCODELOGIN3,
   * FACEBOOKLOGIN3, GOOGLELOGIN3), a registration method, password reset by phone (PSWCHANGEVERIFY3).
   */
  featureDisabled: 'site.featureDisabled',
  /** A social login whose verified identity is linked to no member. */
  socialNotLinked: 'social.notLinked',
  /** The SMS (or e-mailed) code is wrong, spent or superseded. */
  verificationInvalid: 'verification.invalid',
  verificationExpired: 'verification.expired',
  /** The code took `triesPerCode` wrong tries and is void, right or wrong; a new one must be asked. */
  verificationTooManyTries: 'verification.tooManyTries',
  /** The verification service's id token is invalid, expired or for another number. */
  verificationTokenInvalid: 'verification.tokenInvalid',
  /** accounts §8: 'Sorry, the username already exists'; `value.field` is username. */
  usernameTaken: 'member.usernameTaken',
  /** Registration refused without saying why (e.g. the mobile number is already registered). */
  registerFailed: 'register.failed',
  /** A field the register rules (or the method) require is empty; `value.field` names it. */
  registerFieldRequired: 'register.fieldRequired',
  affiliateInvalid: 'affiliate.invalid',
  /** accounts §8 set-password error code: the new password equals the old one. */
  passwordSameAsOld: 'modify.new.old.same',
  /** Change password: the old password is wrong. */
  passwordIncorrect: 'password.incorrect',
  /** Trial user info asked with a session that is not a trial session. */
  notTrial: 'member.notTrial',
  /** 'Please login an actual account to use this function'. */
  trialNotAllowed: 'member.trialNotAllowed',
  /** accounts §8 'Non-agents cannot log in': an agent call (`/wps/agent/*`) from a member who is no agent. */
  notAgent: 'agent.notAgent',
  /** A transfer of more than the wallet holds; `value.field` is amount. */
  insufficientBalance: 'wallet.insufficientBalance',
  /** The contract was already accepted or declined (409): it no longer waits for an answer. */
  contractAnswered: 'agent.contractAnswered',
  /** The game to launch does not exist, or not with that vendor and game or room id. */
  gameUnavailable: 'game.unavailable',
  /** The Idempotency-Key was used before for another request (409): another channel or amount. */
  idempotencyKeyReused: 'request.idempotencyKeyReused',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
