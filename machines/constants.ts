/**
 * Timings and limits from the spec, named once so machines read them as `delays` and tests can
 * shorten them. Each value names the spec section it comes from.
 */
export const specTimings = {
  /** shell-and-content §9: notice auto-close. */
  noticeAutoCloseMs: 1500,
  /** shell-and-content §9: page transition. */
  pageTransitionMs: 300,
  /** shell-and-content §9 / accounts §1: language-change revalidation debounce. */
  languageDebounceMs: 200,
  /** shell-and-content §9: toast default, short. */
  shortToastMs: 3000,
  /** shell-and-content §9: toast default, long. */
  longToastMs: 8000,
  /** accounts §8, §9: a loading toast closes at its limit (10 s) unless hidden first. */
  loadingToastLimitMs: 10_000,
  /** accounts §4, §9: the sign-out loading toast at settings, 10 s. */
  signOutLoadingLimitMs: 10_000,
  /** shell-and-content §2, §9: the sign-out loading toast from the header menu, up to 9999 s. */
  headerSignOutLoadingLimitMs: 9_999_000,
  /** shell-and-content §2, §9: back-gesture detection resets 500 ms after the touch ends. */
  backGestureResetMs: 500,
  /** shell-and-content §4, §9: the announcement popup's list refreshes 500 ms after mount. */
  popupRefreshMs: 500,
  /**
   * The announcement popup's closing animation: the app's motion length (§9 page transition,
   * 300 ms). The popup stops waiting for the view's end of animation after this long.
   */
  popupClosingMs: 300,
  /** shell-and-content §9: touch press. */
  touchPressMs: 130,
  /** shell-and-content §6, §8 / accounts §2: the offline toast for a type-4 member, 2 s. */
  memberOfflineToastMs: 2000,
  /** accounts §4, §9: change password's loading message closes at 10 s unless the answer comes first. */
  changePasswordLoadingMs: 10_000,
  /** accounts §4, §9: "Change saved" shows 1 s. */
  changePasswordSavedMs: 1000,
  /** accounts §4, §9: 1 s after a saved change the screen goes to /m/home. */
  changePasswordRedirectMs: 1000,
  /** shell-and-content §2, §9: the banner carousel turns every 5000 ms (with more than one banner). */
  bannerAutoplayMs: 5000,
  /** shell-and-content §2, §9: the hot-match carousel turns every 5000 ms (with more than one match). */
  hotMatchAutoplayMs: 5000,
  /** shell-and-content §2, §9: the hot-match carousel's slide transition, 500 ms. */
  hotMatchTransitionMs: 500,
  /**
   * shell-and-content §2: jackpot variant 1 counts up from its low to its high value over this
   * long, then again. The spec gives no period; an hour makes it rise about 8,300 a second, the
   * pace of variant 2 (on average 30,000 every 4 s, 7,500 a second), so the two counters on home
   * look alike, and a visitor almost never sees the jump back to the low value.
   */
  jackpotSweepMs: 3_600_000,
  /** shell-and-content §2, §9: infinite scroll loads the next page at most once per second. */
  loadMoreIntervalMs: 1000,
  /**
   * A long list's visible rows count as settled once they have not changed for this long: a fling
   * or a jump asks only for the pages where it stops, not for every page it passed (issue 35).
   */
  pageRangeSettleMs: 150,
} as const;

/** shell-and-content §2: the two jackpot counters of home. */
export const jackpotLimits = {
  /** Variant 1 counts up from `sweepLow` to `sweepHigh` (`specTimings.jackpotSweepMs`), then again. */
  sweepLow: 122_222_222,
  sweepHigh: 152_222_222,
  /** Variant 2 starts at a random value between these (the spec's default minimum and maximum)... */
  risingMin: 1_200_000_000,
  risingMax: 1_300_000_000,
  /** ...and rises by a random amount between these... */
  riseMin: 10_000,
  riseMax: 50_000,
  /** ...every 3, 4 or 5 s, the wait itself drawn anew for each step. */
  stepWaitsMs: [3000, 4000, 5000],
} as const;

/** Distances from the spec. */
export const gestureLimits = {
  /** shell-and-content §2, §9: a horizontal swipe over 100 px is a browser back gesture. */
  backSwipePx: 100,
} as const;

/** shell-and-content §2, §9: the game list's infinite scroll. */
export const gameListLimits = {
  /** The next page is asked for once the end of the list is within 500 px of the bottom. */
  nearEndPx: 500,
  /** Issue 35: at most this many pages of a long list are asked for at once (a jump's pages, in parallel). */
  parallelPages: 3,
} as const;

/** accounts §4, §8, §9: the SMS code countdown and its messages. */
export const smsTimings = {
  /** The countdown ticks each second. */
  tickMs: 1000,
  /** Countdown when the platform returns no expiredMinutes (and on the phone-service route): 1 minute. */
  defaultCountdownSeconds: 60,
  /** The "in sms sending..." loading message closes at 10 s unless the answer comes first. */
  sendingLimitMs: 10_000,
  /** "SMS sent" shows 1.5 s. */
  sentNoticeMs: 1500,
} as const;

/** accounts §4, §9: forgot password. */
export const forgotPasswordTimings = {
  /** The e-mail request's success message shows 1 s before the screen moves on to the code step. */
  successMessageMs: 1000,
} as const;

/** shell-and-content §2, §9: the old-iOS guide of the add-to-home-screen prompt. */
export const iosVersions = {
  /** iOS 12 below 12.2, and iOS 11 or lower, get the old-iOS tips: every version before 12.2. */
  oldTipsBefore: { major: 12, minor: 2 },
  /** The iOS app needs iOS 12.4 or later (what the tips tell the user). */
  appMinimum: { major: 12, minor: 4 },
} as const;

/** shell-and-content §4, §9 / accounts §6: member types whose pending contracts are never checked. */
export const contractCheckSkippedTypes: readonly number[] = [4, 40, 41, 42];
