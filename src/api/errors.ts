import type { Failure } from '../../machines/support/failure';

/** A failed platform call, in the shape machines read as a Failure. */
export class ApiError extends Error implements Failure {
  readonly code: string;
  readonly captchaRequired: boolean;
  readonly status: number | null;
  readonly field: string | null;
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    code: string;
    message: string;
    captchaRequired?: boolean;
    status?: number | null;
    field?: string | null;
    retryAfterSeconds?: number | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.captchaRequired = init.captchaRequired ?? false;
    this.status = init.status ?? null;
    this.field = init.field ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

/** Client-side failure codes, next to the platform's `errorCodes`. */
export const clientErrorCodes = {
  network: 'client.network',
  badResponse: 'client.badResponse',
} as const;
