import { createContext, useContext } from 'react';

/**
 * Where the agent home reads the time (the greeting, today's team figures). The browser's clock
 * by default; a test gives its own, and e2e fakes the browser's with page.clock.
 */
export const ClockContext = createContext<() => Date>(() => new Date());

/** The time now, read once per render. */
export function useNow(): Date {
  return useContext(ClockContext)();
}
