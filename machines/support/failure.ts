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
};

export const unknownFailure: Failure = { code: 'unknown', message: 'Unknown error', captchaRequired: false };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function toFailure(error: unknown): Failure {
  if (!isRecord(error)) return unknownFailure;
  const { code, message, captchaRequired } = error;
  if (typeof code !== 'string') return unknownFailure;
  return {
    code,
    message: typeof message === 'string' ? message : unknownFailure.message,
    captchaRequired: captchaRequired === true,
  };
}
