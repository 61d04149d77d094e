import { expect } from 'vitest';
import {
  apiPaths,
  captchaResponseSchema,
  developmentVerificationPaths,
  devIdTokenSchema,
  encryptionHeader,
  encryptionScheme,
  joseContentType,
  type RegistrationKind,
} from '../../../contract';
import {
  devCaptchaSchema,
  mailOutboxSchema,
  smsOutboxSchema,
  devControlPaths,
} from '../../../server/schemas/dev-controls';
import { expectSuccess } from './envelope';
import { encryptFor, jsonRequest, publicKey, type App } from './platform';

/** A JWE body with the Encryption header, as the client sends login and registration. */
export async function sendEncrypted(
  app: App,
  method: 'POST' | 'PUT',
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const jwe = await encryptFor(await publicKey(app), payload);
  return app.request(path, {
    method,
    headers: { [encryptionHeader]: encryptionScheme, 'Content-Type': joseContentType, ...headers },
    body: jwe,
  });
}

/** POST /wps/session/login with any login type; `device` defaults to H5. */
export function login(app: App, payload: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Response> {
  return sendEncrypted(app, 'POST', apiPaths.login, { device: 'H5', ...payload }, headers);
}

export function register(
  app: App,
  kind: RegistrationKind,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return sendEncrypted(app, 'PUT', kind === 'username' ? apiPaths.register : apiPaths.registerMobile, payload, headers);
}

/** The parts of a registration every test sends. */
export const registrationBase = { registerUrl: 'm.demobet.example', registerMethod: 'H5', type: 0 } as const;

/** A captcha and its answer (from the dev controls), asked as `headers` say (e.g. `fromClient`). */
export async function newCaptcha(app: App, headers: Record<string, string> = {}) {
  const issued = await expectSuccess(await app.request(apiPaths.captcha, { headers }), captchaResponseSchema);
  const answer = await expectSuccess(
    await app.request(`${devControlPaths.captcha}?key=${encodeURIComponent(issued.captchaKey)}`),
    devCaptchaSchema,
  );
  return { captchaKey: issued.captchaKey, captcha: answer.code };
}

export function fromClient(ip: string): Record<string, string> {
  return { 'X-Forwarded-For': ip };
}

export async function requestSms(
  app: App,
  body: { mobileNum: string; countryDialingCode?: string; moduleId: string },
  headers: Record<string, string> = {},
  path: string = apiPaths.smsNoLogin,
): Promise<Response> {
  return await app.request(path, jsonRequest('POST', { countryDialingCode: '63', ...body }, headers));
}

/** `POST /wps/member/forgetPassword/email` as the forgot-password form sends it: form-encoded. */
export async function askResetMail(app: App, fields: Record<string, string>, client: string): Promise<Response> {
  return await app.request(apiPaths.forgotPasswordEmail, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...fromClient(client) },
    body: new URLSearchParams(fields).toString(),
  });
}

export async function smsOutbox(app: App) {
  return expectSuccess(await app.request(devControlPaths.sms), smsOutboxSchema);
}

/** The newest code the outbox holds for a number. */
export async function lastSmsCode(app: App, mobile: string, moduleId?: string): Promise<string> {
  const entry = (await smsOutbox(app)).find((sms) => sms.mobile === mobile && (!moduleId || sms.moduleId === moduleId));
  expect(entry, `an SMS to ${mobile}`).toBeDefined();
  return entry?.code ?? '';
}

export async function mailOutbox(app: App) {
  return expectSuccess(await app.request(devControlPaths.mail), mailOutboxSchema);
}

export async function devIdToken(app: App, provider: 'facebook' | 'google' | 'phone', subject: string, email?: string) {
  const issued = await expectSuccess(
    await app.request(developmentVerificationPaths.idToken, jsonRequest('POST', email ? { provider, subject, email } : { provider, subject })),
    devIdTokenSchema,
  );
  return issued.idToken;
}

/** A code that is not `code`, same length. */
export function wrongCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
