/**
 * What a machine knows about a failed effect. The api client throws errors of this shape
 * (src/api/errors.ts); anything else (a bug, a network drop) becomes an unknown failure, so a
 * machine never needs to know where the error came from.
 */
export type Failure = {
  code: string;
  message: string;
  /** The platform demands a captcha from now on (accounts §3: data.value.captcha). */
  captchaRequired: boolean;
  /** The field the platform names as wrong (`value.field`), so a form can focus it. */
  field?: string | null;
  /** A rate limit's wait (`value.retryAfterSeconds`), so the message can say how long. */
  retryAfterSeconds?: number | null;
};

/** Failures machines raise themselves, next to the platform's and the api client's codes. */
export const flowFailureCodes = {
  /** Free play answered a trial value of 0 (accounts §2). */
  freePlayRefused: 'freeplay.refused',
  /** The user closed the verification service's sign-in window. */
  signInCancelled: 'social.cancelled',
} as const;

export const unknownFailure: Failure = { code: 'unknown', message: 'Unknown error', captchaRequired: false };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function toFailure(error: unknown): Failure {
  if (!isRecord(error)) return unknownFailure;
  const { code, message, captchaRequired, field, retryAfterSeconds } = error;
  if (typeof code !== 'string') return unknownFailure;
  return {
    code,
    message: typeof message === 'string' ? message : unknownFailure.message,
    captchaRequired: captchaRequired === true,
    ...(typeof field === 'string' ? { field } : {}),
    ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}),
  };
}
