/** Balances show with exactly 2 decimals (accounts §9), grouped for the user's language. */
export function formatMoney(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}
