import {
  affiliateCheckSchema,
  apiPaths,
  changePasswordResponseSchema,
  countryListSchema,
  forgotPasswordByEmailResponseSchema,
  registerResponseSchema,
  registerSettingsResponseSchema,
  setPasswordByEmailResponseSchema,
  setPasswordByPhoneResponseSchema,
  type ChangePasswordRequest,
  type ForgotPasswordByEmailRequest,
  type PublicJwk,
  type RegisterRequest,
  type RegistrationKind,
  type SetPasswordByEmailRequest,
  type SetPasswordByPhoneRequest,
} from '../../../contract';
import { callPlatform } from '../client';
import { callPlatformEncrypted } from '../encrypt';

/** `PUT /wps/member/register` or `/register/mobile`, encrypted like login (accounts §3). */
export async function register(publicKey: PublicJwk, kind: RegistrationKind, request: RegisterRequest) {
  const path = kind === 'mobile' ? apiPaths.registerMobile : apiPaths.register;
  return callPlatformEncrypted(path, registerResponseSchema, 'PUT', publicKey, request);
}

export function fetchRegisterSettings() {
  return callPlatform(apiPaths.registerSettings, registerSettingsResponseSchema);
}

export function fetchCountries() {
  return callPlatform(apiPaths.countries, countryListSchema);
}

export function checkAffiliateCode(code: string, domain: string) {
  return callPlatform(apiPaths.affiliateCheck, affiliateCheckSchema, { query: { code, domain } });
}

/** Form-encoded, as the spec's call list has it (accounts §7). */
export function requestPasswordResetByEmail(request: ForgotPasswordByEmailRequest) {
  return callPlatform(apiPaths.forgotPasswordEmail, forgotPasswordByEmailResponseSchema, {
    method: 'POST',
    body: new URLSearchParams(request),
  });
}

export function setPasswordByEmail(request: SetPasswordByEmailRequest) {
  return callPlatform(apiPaths.setPasswordByEmail, setPasswordByEmailResponseSchema, { method: 'POST', body: request });
}

export function setPasswordByPhone(request: SetPasswordByPhoneRequest) {
  return callPlatform(apiPaths.setPasswordByPhone, setPasswordByPhoneResponseSchema, { method: 'PUT', body: request });
}

export function changePassword(request: ChangePasswordRequest) {
  return callPlatform(apiPaths.changePassword, changePasswordResponseSchema, { method: 'PUT', body: request });
}
