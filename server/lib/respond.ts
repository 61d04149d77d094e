import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod/mini';
import {
  type ErrorCode,
  errorCodes,
  type ErrorValue,
  type FailureEnvelope,
  failureEnvelopeSchema,
} from '../../contract';
import { messages } from '../constants';

/** Success envelope; the value goes through its contract schema so a drift fails here, not in the client. */
export function ok<T extends z.ZodMiniType>(c: Context, schema: T, value: z.input<T>, status: ContentfulStatusCode = 200) {
  return c.json({ success: true, value: schema.parse(value) }, status);
}

export function failure(errorCode: ErrorCode, message: string, value?: ErrorValue): FailureEnvelope {
  return failureEnvelopeSchema.parse(value ? { success: false, errorCode, message, value } : { success: false, errorCode, message });
}

export function fail(c: Context, status: ContentfulStatusCode, errorCode: ErrorCode, message: string, value?: ErrorValue) {
  return c.json(failure(errorCode, message, value), status);
}

export function invalidRequest(c: Context, field: string, message: string) {
  return fail(c, 400, errorCodes.validation, message, { field });
}

/** 400 naming the first failing field, e.g. `username: username.tooShort`. */
export function invalidFromZod(c: Context, error: z.core.$ZodError) {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
  return invalidRequest(c, field, `Invalid ${field}: ${issue?.message ?? 'invalid value'}`);
}

export function notFound(c: Context) {
  return fail(c, 404, errorCodes.notFound, `No such endpoint: ${c.req.method} ${c.req.path}`);
}

/** 429 with Retry-After: a limit, and how long until the next attempt can pass it. */
export function rateLimited(c: Context, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds));
  return fail(c, 429, errorCodes.rateLimited, messages.rateLimited, { retryAfterSeconds });
}

/** 429 for a name whose password login is paused: its own code, so the owner is told why. */
export function accountProtected(c: Context, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds));
  return fail(c, 429, errorCodes.accountProtected, messages.accountProtected, { retryAfterSeconds });
}

export function featureDisabled(c: Context) {
  return fail(c, 403, errorCodes.featureDisabled, messages.featureUnavailable);
}

/** The ways a one-time code or a verification-service token can fail, answered alike everywhere. */
export type VerificationFailure = 'verificationInvalid' | 'verificationExpired' | 'verificationTooManyTries' | 'tokenInvalid';

export function failVerification(c: Context, kind: VerificationFailure, field = 'verificationCode') {
  switch (kind) {
    case 'verificationInvalid':
      return fail(c, 400, errorCodes.verificationInvalid, messages.verificationInvalid, { field });
    case 'verificationExpired':
      return fail(c, 400, errorCodes.verificationExpired, messages.verificationExpired, { field });
    case 'verificationTooManyTries':
      return fail(c, 400, errorCodes.verificationTooManyTries, messages.verificationTooManyTries, { field });
    case 'tokenInvalid':
      return fail(c, 400, errorCodes.verificationTokenInvalid, messages.verificationTokenInvalid);
  }
}
