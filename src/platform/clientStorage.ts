/**
 * What this device keeps about a signed-in user outside MC_SESSION_INFO, and the clearing that
 * sign-out does (accounts §4: "clear token, trial user and member info, all session storage,
 * autologin flags and the bank list cache, set autoLogin to '0'").
 *
 * sessionStorage is cleared entirely: MC_SESSION_INFO (token, merchantCode, userName, type; the
 * trial session too) and the trial account name live there. In localStorage these keys belong to
 * the session and are reset; everything else (the language, the remembered login of the
 * remember-password box) stays.
 */
export const clientStorageKeys = {
  /** '1' to log in automatically with the remembered login; sign-out sets it to '0'. */
  autoLogin: 'autoLogin',
  /** Marks an automatic login in progress or done; removed. */
  autoLoginFlag: 'autoLoginFlag',
  /** The member's bank list, cached by the withdraw screens; removed. */
  bankListCache: 'bankListCache',
  /** The trial (free play) account; removed. */
  trialUser: 'trialUser',
  /** The member info panel's cached copy (account, nickname, type, regDate); removed. */
  memberInfo: 'memberInfo',
  /** A token copy some hosts keep next to the session info; removed. */
  token: 'token',
} as const;

/** Reset on sign-out (autoLogin is set to '0' rather than removed). */
const removedOnSignOut = [
  clientStorageKeys.autoLoginFlag,
  clientStorageKeys.bankListCache,
  clientStorageKeys.trialUser,
  clientStorageKeys.memberInfo,
  clientStorageKeys.token,
] as const;

/**
 * Clears everything above. Never throws: storage can be disabled (private modes) or full, and
 * sign-out must still finish; each step is tried on its own.
 */
export function clearSignedInData(): void {
  attempt(() => window.sessionStorage.clear());
  for (const key of removedOnSignOut) attempt(() => window.localStorage.removeItem(key));
  attempt(() => window.localStorage.setItem(clientStorageKeys.autoLogin, '0'));
}

function attempt(step: () => void): void {
  try {
    step();
  } catch {
    // Nothing stored, or storage unavailable: nothing this device can clear.
  }
}
