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

/** The country the dialing-code picker starts on; listed first by `GET /wps/system/country`. */
export const defaultCountryIso2 = 'PH';

/** SMS codes: 6 digits, valid this long; the answer's expiredMinutes, so the client counts down as long. */
export const smsExpiredMinutes = 5;
/** One code per number and purpose, and per client and purpose, per countdown (expiredMinutes x 60 s). */
export const smsCooldownSeconds = smsExpiredMinutes * 60;
/** Codes per number, and per client, in any hour. */
export const smsPerHour = 5;

/** The e-mailed password-reset code. */
export const emailResetCodeMinutes = 15;

/** The development verification service's id tokens live this long. */
export const devIdTokenSeconds = 10 * 60;

/** A sliding-window limit: at most `max` events per `windowSeconds` for one subject. */
export interface RateLimit {
  bucket: string;
  max: number;
  windowSeconds: number;
}

export const rateLimits = {
  /** Every login attempt, of any type, from one client. */
  loginPerClient: { bucket: 'login.client', max: 10, windowSeconds: 60 },
  /** Failed logins for one username as typed (existing or not). */
  loginFailuresPerUsername: { bucket: 'login.failure', max: 20, windowSeconds: 60 * 60 },
  /** Wrong SMS codes for one number, whichever code was current: the number's codes lock. */
  smsFailuresPerNumber: { bucket: 'sms.failure', max: 5, windowSeconds: 60 * 60 },
  /** Wrong e-mailed reset codes for one username. */
  emailCodeFailuresPerUsername: { bucket: 'emailCode.failure', max: 5, windowSeconds: 60 * 60 },
  /** Forgot-password e-mails asked, per client and per username. */
  forgotPerClient: { bucket: 'forgot.client', max: 10, windowSeconds: 60 * 60 },
  forgotPerUsername: { bucket: 'forgot.username', max: 3, windowSeconds: 60 * 60 },
  /** Wrong old passwords when changing the password, per member. */
  passwordChangeFailures: { bucket: 'passwordChange.failure', max: 5, windowSeconds: 15 * 60 },
  /** Username and affiliate-code look-ups per client. */
  lookupsPerClient: { bucket: 'lookup.client', max: 30, windowSeconds: 60 },
  /** Captcha images per client: a player refreshes a few; 1,000 in a row wrote 1,000 rows. */
  captchasPerClient: { bucket: 'captcha.client', max: 30, windowSeconds: 60 },
  /** Free-play sessions per client: each makes a trial member, a wallet and a session. */
  freeplayPerClient: { bucket: 'freeplay.client', max: 10, windowSeconds: 60 * 60 },
  /** CSP violation reports per client: a page breaking for one phone sends a few, not hundreds. */
  cspReportsPerClient: { bucket: 'cspReport.client', max: 30, windowSeconds: 60 },
} as const satisfies Record<string, RateLimit>;

export const messages = {
  notLoggedIn: 'You are not logged in, please login first',
  loggedOut: 'The account has been logged out, please log in again',
  loginFailed: 'Incorrect username or password',
  captchaRequired: 'Please enter the verification code',
  captchaInvalid: 'Verification code error',
  decryptFailed: 'The request body could not be decrypted',
  unknownError: 'Unknown error',
  rateLimited: 'Too many attempts, please try again later',
  featureUnavailable: 'Sorry, this account does not have permission or the feature is temporarily unavailable',
  socialNotLinked: 'No account is linked to this login yet; please register first',
  verificationInvalid: 'Verification code error',
  verificationExpired: 'The verification code has expired, please request a new one',
  verificationTokenInvalid: 'The verification could not be confirmed, please try again',
  usernameTaken: 'Sorry, the username already exists',
  registerFailed: 'Registration failed, please check your details or contact customer service',
  fieldRequired: 'Please fill in this field',
  affiliateInvalid: 'Invalid invitation code',
  passwordSameAsOld: 'The new password and the old password cannot be the same',
  passwordIncorrect: 'The old password is incorrect',
  notTrial: 'This is not a free-play session',
  trialNotAllowed: 'Please login an actual account to use this function',
} as const;
