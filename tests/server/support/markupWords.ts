/** The words a person sees in a first paint's markup, in order. */
export const wordsOf = (markup: string) => markup.split(/<[^>]*>/).filter((piece) => piece.trim() !== '');
