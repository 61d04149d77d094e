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
  captchaRequired: 'captcha.required',
  captchaInvalid: 'captcha.invalid',
  decryptFailed: 'request.decryptFailed',
  rateLimited: 'request.rateLimited',
  maintenance: 'site.maintenance',
  internal: 'server.error',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
