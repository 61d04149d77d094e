/** The site this platform serves to the front end, and the separate merchant trial accounts live on. */
export const demoSiteCode = 'DEMO';
export const trialSiteCode = 'TRIAL';

export const demoPassword = 'Demo@2026';

/** Consecutive failed logins after which every attempt needs a captcha. */
export const captchaAfterFailures = 2;
export const captchaTtlSeconds = 5 * 60;

export const defaultSessionIdleSeconds = 30 * 60;
export const defaultSessionMaxSeconds = 12 * 60 * 60;

export const trialStartingBalance = '2000.00';

export const messages = {
  notLoggedIn: 'You are not logged in, please login first',
  loggedOut: 'The account has been logged out, please log in again',
  loginFailed: 'Incorrect username or password',
  captchaRequired: 'Please enter the verification code',
  captchaInvalid: 'Verification code error',
  decryptFailed: 'The request body could not be decrypted',
  unknownError: 'Unknown error',
} as const;
