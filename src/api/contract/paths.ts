/** The platform paths the client calls and the reference platform serves. */
export const apiPaths = {
  startup: '/wps/system/startup',
  login: '/wps/session/login',
  freeplay: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  renew: '/wps/session/renew',
  captcha: '/wps/captcha',
  memberInfo: '/wps/member/info',
  walletBalance: '/wps/wallets/balance',
} as const;

export const devPaths = {
  sms: '/dev/sms',
  site: '/dev/site',
  reset: '/dev/reset',
  captcha: '/dev/captcha',
} as const;

/** Marks a body encrypted as compact JWE (RSA-OAEP-256 + A256GCM) to the platform key. */
export const encryptionHeader = 'Encryption';
export const encryptionScheme = 'JWE';
export const joseContentType = 'application/jose';
