const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for an element or an attribute value. The route admits only safe ids; the art does not rely on it. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

export const fontFamily = 'system-ui, -apple-system, Segoe UI, Roboto, Arial, sans-serif';

/** A whole document with a fixed size: width, height and viewBox, so its aspect ratio never changes. */
export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A two-stop linear gradient, for `<defs>`. */
export function linearGradient(id: string, from: string, to: string, direction = 'x1="0" y1="0" x2="1" y2="1"'): string {
  return `<linearGradient id="${id}" ${direction}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/**
 * Centred text in a box `width` wide: the size shrinks with the length, and text too long even at
 * the smallest size is squeezed to fit (`textLength`) rather than overflow.
 */
export function fittedText(options: { text: string; x: number; y: number; width: number; maxSize: number; fill: string; weight?: number; spacing?: number }): string {
  const { text, x, y, width, maxSize, fill, weight = 800, spacing = 0 } = options;
  // A wide bold capital in the fallback sans fonts is about 0.8 em: the text is sized (and, if it
  // still would not fit, squeezed) with its letter spacing counted, so it never leaves its box.
  const glyphWidth = 0.8;
  const count = Math.max(text.length, 1);
  const size = Math.max(10, Math.min(maxSize, Math.floor((width - spacing * count) / (count * glyphWidth))));
  const squeeze = count * (size * glyphWidth + spacing) > width ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"` : '';
  const letterSpacing = spacing > 0 && squeeze === '' ? ` letter-spacing="${spacing}"` : '';
  const baseline = y + Math.round(size * 0.35);
  return `<text x="${x}" y="${baseline}" font-family="${fontFamily}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle"${letterSpacing}${squeeze}>${escapeXml(text)}</text>`;
}
