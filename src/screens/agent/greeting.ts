/** The agent home's greeting by the hour of the member's local time (accounts §2). */
export type Greeting = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

/** 0 to 10 morning, 11 to 14 early afternoon, 15 to 18 late afternoon, 19 and later evening. */
export function greetingAt(hour: number): Greeting {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}

/** The member's local date as the platform's date fields take it: `YYYY-MM-DD`. */
export function localIsoDate(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
