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
} as const;
