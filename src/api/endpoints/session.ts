import {
  apiPaths,
  captchaResponseSchema,
  freeplayResponseSchema,
  loginResponseSchema,
  logoutResponseSchema,
  renewResponseSchema,
  type LoginRequest,
  type PublicJwk,
} from '../../../contract';
import { callPlatform } from '../client';
import { callPlatformEncrypted } from '../encrypt';

export async function login(publicKey: PublicJwk, request: LoginRequest) {
  return callPlatformEncrypted(apiPaths.login, loginResponseSchema, 'POST', publicKey, request);
}

export function logout() {
  return callPlatform(apiPaths.logout, logoutResponseSchema, { method: 'DELETE' });
}

/** `POST /wps/session/renew`: extends the session's idle expiry (the agent home's load ends with it). */
export function renewSession() {
  return callPlatform(apiPaths.renew, renewResponseSchema, { method: 'POST' });
}

export function fetchCaptcha() {
  return callPlatform(apiPaths.captcha, captchaResponseSchema);
}

/** `POST /wps/session/login/freeplay` (accounts §7: POST with a module id). */
export function startFreeplay() {
  return callPlatform(apiPaths.freeplay, freeplayResponseSchema, { method: 'POST', body: { moduleId: freeplayModuleId } });
}

/** The free-play module id the platform expects; the spec leaves the value unshown. */
const freeplayModuleId = 'FREEPLAY3';
