import { FetchError, ofetch } from 'ofetch';
import { z } from 'zod/mini';
import { errorCodes, failureEnvelopeSchema, inlineAnswerKey, successEnvelopeSchema } from '../../contract';
import { ApiError, clientErrorCodes } from './errors';
import { takeInlineAnswer } from './inlineAnswers';
import { rendersOnServer, serverAnswer } from './serverAnswers';

type SessionHooks = {
  getToken: () => string | null;
  /** Any call answered 401 ends the session (accounts: "logged out, please log in again"). */
  onUnauthorized: () => void;
};

let sessionHooks: SessionHooks = { getToken: () => null, onUnauthorized: () => {} };

/** Wires the client to the auth machine once, at boot (src/app). */
export function bindApiSession(hooks: SessionHooks): void {
  sessionHooks = hooks;
}

/** The one ofetch instance: same-origin `/wps`, bearer token, no retries of non-idempotent calls. */
const http = ofetch.create({
  retry: 0,
  timeout: 20_000,
  onRequest({ options }) {
    const token = sessionHooks.getToken();
    if (token) options.headers.set('Authorization', `Bearer ${token}`);
  },
});

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: BodyInit | Record<string, unknown>;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
};

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof FetchError) {
    const parsed = failureEnvelopeSchema.safeParse(error.data);
    if (parsed.success) {
      return new ApiError({
        code: parsed.data.errorCode,
        message: parsed.data.message,
        captchaRequired: parsed.data.value?.captcha === true,
        field: parsed.data.value?.field ?? null,
        retryAfterSeconds: parsed.data.value?.retryAfterSeconds ?? null,
        status: error.statusCode ?? null,
      });
    }
    if (error.statusCode === undefined) {
      return new ApiError({ code: clientErrorCodes.network, message: 'No Internet' });
    }
    return new ApiError({ code: clientErrorCodes.badResponse, message: 'Unknown error', status: error.statusCode });
  }
  return new ApiError({ code: clientErrorCodes.network, message: 'No Internet' });
}

/**
 * Calls the platform and returns the envelope's value parsed with its contract schema. Every
 * failure, including a response that does not match the contract, becomes an ApiError.
 */
export async function callPlatform<T extends z.ZodMiniType>(
  path: string,
  valueSchema: T,
  options: RequestOptions = {},
): Promise<z.output<T>> {
  // The page may have arrived with this answer; one that does not fit is asked for again.
  const inline = successValue(inlineAnswer(path, options), valueSchema);
  if (inline !== undefined) return inline.data;
  let body: unknown;
  try {
    body = await (platformAnswer(path, options) ?? http(path, { ...options, responseType: 'json' }));
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError.status === 401) sessionHooks.onUnauthorized();
    throw apiError;
  }
  const failure = failureEnvelopeSchema.safeParse(body);
  if (failure.success) {
    const { errorCode, message, value } = failure.data;
    if (errorCode === errorCodes.sessionExpired || errorCode === errorCodes.unauthorized) {
      sessionHooks.onUnauthorized();
    }
    throw new ApiError({
      code: errorCode,
      message,
      captchaRequired: value?.captcha === true,
      field: value?.field ?? null,
      retryAfterSeconds: value?.retryAfterSeconds ?? null,
    });
  }
  const value = successValue(body, valueSchema);
  if (value === undefined) {
    throw new ApiError({ code: clientErrorCodes.badResponse, message: 'Unknown error' });
  }
  return value.data;
}

/**
 * The key of a call's answer in the page (contract/inlineAnswers.ts), or null for a call the page
 * carries no answer to: only GETs without a body; with a query, a guest's only, as the server
 * asked it without a session.
 */
export function answerKey(path: string, { method, body, query }: RequestOptions): string | null {
  if ((method !== undefined && method !== 'GET') || body !== undefined) return null;
  if (query === undefined) return path;
  if (sessionHooks.getToken() !== null) return null;
  const texts = Object.fromEntries(Object.entries(query).map(([name, value]) => [name, value === undefined ? undefined : String(value)]));
  return inlineAnswerKey(path, texts);
}

/** The answer the page arrived with for this call, or undefined. */
function inlineAnswer(path: string, options: RequestOptions): unknown {
  const key = answerKey(path, options);
  return key === null ? undefined : takeInlineAnswer(key);
}

/**
 * While the server renders (src/api/serverAnswers.ts), the platform's answer through it; a call
 * the page could not carry fails as offline would. Null in the browser.
 */
function platformAnswer(path: string, options: RequestOptions): Promise<unknown> | null {
  if (!rendersOnServer()) return null;
  const key = answerKey(path, options);
  return key === null ? Promise.reject(new Error(`${path} is not asked while the server renders`)) : serverAnswer(key);
}

/** A success envelope's value, when it matches its contract schema. */
function successValue<T extends z.ZodMiniType>(body: unknown, valueSchema: T): { data: z.output<T> } | undefined {
  const envelope = successEnvelopeSchema(z.unknown()).safeParse(body);
  const value = envelope.success ? valueSchema.safeParse(envelope.data.value) : undefined;
  return value?.success ? { data: value.data } : undefined;
}
