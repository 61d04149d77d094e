/**
 * Money on the platform is whole cents in code and numeric(18, 2) in the database: no float ever
 * holds a balance between the two.
 */

/** A numeric column's text ("1288.50", "-3.1") as whole cents. */
export function centsOf(numeric: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(numeric.trim());
  if (!match) throw new Error(`not an amount of money: "${numeric}"`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** Whole cents as a numeric literal for the database ("-1.50"). */
export function numericOf(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`not whole cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/** An amount the platform was sent (a number of the currency) as whole cents, or undefined when it has more than 2 decimals. */
export function centsOfAmount(amount: number): number | undefined {
  const cents = Math.round(amount * 100);
  return Math.abs(cents - amount * 100) < 1e-6 && Number.isSafeInteger(cents) ? cents : undefined;
}

/** True when `amount` has at most 2 decimals (money, or a percentage given to the cent). */
export function isWholeCents(amount: number): boolean {
  return centsOfAmount(amount) !== undefined;
}

/** Whole cents as the number the contract carries (12.5 for 1250). */
export function amountOfCents(cents: number): number {
  return cents / 100;
}
