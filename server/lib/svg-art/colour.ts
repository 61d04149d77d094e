/** An HSL colour (degrees, percent, percent) as `#rrggbb`: whole hex digits keep the bytes stable. */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const sector = (((hue % 360) + 360) % 360) / 60;
  const second = chroma * (1 - Math.abs((sector % 2) - 1));
  const [r, g, b] =
    sector < 1 ? [chroma, second, 0]
    : sector < 2 ? [second, chroma, 0]
    : sector < 3 ? [0, chroma, second]
    : sector < 4 ? [0, second, chroma]
    : sector < 5 ? [second, 0, chroma]
    : [chroma, 0, second];
  const offset = l - chroma / 2;
  return `#${[r, g, b].map((part) => Math.round((part + offset) * 255).toString(16).padStart(2, '0')).join('')}`;
}

/** An opacity from whole percent, e.g. 8 → `0.08`. */
export function opacity(percent: number): string {
  return (percent / 100).toFixed(2);
}
