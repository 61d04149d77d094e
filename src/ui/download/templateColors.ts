import type { MobileTemplate } from '../../../contract';

type Rgb = readonly [number, number, number];

const hex3 = /^#([\da-f])([\da-f])([\da-f])$/i;
const hex6 = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i;
const rgbFunction = /^rgba?\(\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*(?:[,/]\s*(1|1\.0+|100%)\s*)?\)$/i;

/** An opaque colour in `#rgb`, `#rrggbb` or `rgb(r, g, b)`; anything else (names, alpha, `url(…)`) is null. */
export function parseColor(value: string): Rgb | null {
  const text = value.trim();
  const short = hex3.exec(text);
  const long = hex6.exec(text);
  const functional = rgbFunction.exec(text);
  const [r, g, b] = short
    ? short.slice(1, 4).map((digit) => parseInt(digit + digit, 16))
    : long
      ? long.slice(1, 4).map((pair) => parseInt(pair, 16))
      : functional
        ? functional.slice(1, 4).map(Number)
        : [];
  if (r === undefined || g === undefined || b === undefined || Math.max(r, g, b) > 255) return null;
  return [r, g, b];
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [first, second] = [luminance(a), luminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
}

const cssColor = ([r, g, b]: Rgb) => `rgb(${r}, ${g}, ${b})`;

/**
 * The download bar's operator colours (mobileTemplate app_background, app_desc_font_color), as a
 * pair or not at all: only opaque colours the client can read, and only when the text stays
 * readable on the background (WCAG AA, 4.5:1). Otherwise the bar keeps the theme's colours. What
 * goes into the page is rebuilt from the numbers, never the operator's text.
 */
export function barColors(template: Pick<MobileTemplate, 'app_background' | 'app_desc_font_color'>) {
  const background = parseColor(template.app_background);
  const color = parseColor(template.app_desc_font_color);
  if (background === null || color === null || contrastRatio(background, color) < 4.5) return null;
  return { backgroundColor: cssColor(background), color: cssColor(color) };
}
