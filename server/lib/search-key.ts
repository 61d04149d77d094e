/**
 * What a game search compares: lower case, without accents or other combining marks, so "cafe"
 * finds "Café" and "PIÑATA" finds "Piñata". The seed stores it per game; a search normalises its
 * words the same way.
 */
export function searchKey(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** `text` as a LIKE pattern that matches it literally: `%`, `_` and the escape character escaped. */
export function literalLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
