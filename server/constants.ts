/** The site this platform serves to the front end, and the separate merchant trial accounts live on. */
export const demoSiteCode = 'DEMO';
export const trialSiteCode = 'TRIAL';

export const demoPassword = 'Demo@2026';

/** Consecutive failed logins after which every attempt needs a captcha. */
export const captchaAfterFailures = 2;
export const captchaTtlSeconds = 5 * 60;

export const defaultSessionIdleSeconds = 30 * 60;
export const defaultSessionMaxSeconds = 12 * 60 * 60;
/** How often expired sessions, trial members, captchas, codes and rate events are deleted. */
export const defaultPurgeIntervalSeconds = 10 * 60;

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

/** Wrong tries an issued code (SMS or e-mailed) takes; then it is void and a new one must be asked. */
export const triesPerCode = 5;

/**
 * Failed guesses of one client, whatever they guessed (password, SMS or e-mailed code) and for
 * whichever account: the first `freeFailures` in the window are free, then each further one waits
 * `firstDelaySeconds` after the last, doubling up to `maxDelaySeconds`. The throttle is by client,
 * never by account, so nobody can lock somebody else out; a success does not lift it, or an attacker
 * could reset it by logging in to an account of their own between guesses.
 */
export const guessThrottle = {
  bucket: 'guess.client',
  windowSeconds: 60 * 60,
  freeFailures: 5,
  firstDelaySeconds: 2,
  maxDelaySeconds: 5 * 60,
} as const;

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
  /**
   * Wrong passwords (past the captcha) for one username as typed, existing or not, from all clients
   * together: at this many in the window, password login to the name pauses (account protection).
   * One client's guesses are throttled to far fewer (`guessThrottle`), so only many clients reach it;
   * and it keeps guessing under ASVS's 100 failed attempts per account per hour.
   */
  loginFailuresPerUsername: { bucket: 'login.failure', max: 100, windowSeconds: 60 * 60 },
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
  /**
   * Captcha images of all clients together, a bound on the platform rather than a fairness rule:
   * rows live `captchaTtlSeconds` (5 min), so at most some 3,000 exist at once, and drawing 10 a
   * second takes about a sixth of a core (some 17 ms each, measured in the tests). 10 a second is far
   * more than people failing logins or registering on one site ask for; 20 clients at their own cap
   * reach it, and then captchas pause for everyone for up to a minute.
   */
  captchasGlobal: { bucket: 'captcha.all', max: 600, windowSeconds: 60 },
  /**
   * Free-play sessions of all clients together. The purge deletes a trial member a day after its
   * session expires, so at most some 7,500 trial members (with their wallets) exist at once; five a
   * minute is far more than a demo's visitors start. Reached, free play pauses for everyone, an
   * outage of the trial only: no real account is touched.
   */
  freeplayGlobal: { bucket: 'freeplay.all', max: 300, windowSeconds: 60 * 60 },
  /** CSP violation reports per client: a page breaking for one phone sends a few, not hundreds. */
  cspReportsPerClient: { bucket: 'cspReport.client', max: 30, windowSeconds: 60 },
  /** Real-user figures per client: a page sends one beacon each time it is hidden. */
  vitalsPerClient: { bucket: 'vitals.client', max: 60, windowSeconds: 60 },
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
  verificationTooManyTries: 'This code was entered wrongly too many times, please request a new one',
  accountProtected:
    'For your safety, password login to this account is paused after many failed attempts. Please try again later or reset your password',
  verificationTokenInvalid: 'The verification could not be confirmed, please try again',
  usernameTaken: 'Sorry, the username already exists',
  registerFailed: 'Registration failed, please check your details or contact customer service',
  fieldRequired: 'Please fill in this field',
  affiliateInvalid: 'Invalid invitation code',
  passwordSameAsOld: 'The new password and the old password cannot be the same',
  passwordIncorrect: 'The old password is incorrect',
  notTrial: 'This is not a free-play session',
  trialNotAllowed: 'Please login an actual account to use this function',
  notAgent: 'Non-agents cannot log in',
  insufficientBalance: 'Insufficient balance',
  notInTeam: 'This account is not in your team',
  duplicateAccount: 'The same account is listed twice',
  rebateAboveOwn: 'The rebate cannot be above your own',
  contractAnswered: 'This contract has already been answered',
  contractNotFound: 'No such contract',
  messageNotFound: 'No such message',
  noticeNotFound: 'No such announcement',
  helpNotFound: 'No such help article',
  headIconUnknown: 'No such head icon',
  kpiRangeTooLong: 'The date range is too long',
} as const;
