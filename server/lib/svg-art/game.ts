import { hsl, opacity } from './colour';
import { gameGlyph } from './game-glyphs';
import { seededRandom } from '../seeded-random';
import { escapeXml, fittedText, fontFamily, linearGradient, svgDocument } from './svg';

export const gameSize = { width: 300, height: 300 } as const;

/**
 * `RNG-0042`, and its small and large variants `RNG-0042-s` and `RNG-0042-l`: one picture for all
 * three (an SVG scales), so a variant costs no art of its own and shares the base id's look.
 */
export function gameBaseId(id: string): string {
  return id.replace(/-[sl]$/, '');
}

/** A game tile (1:1): a gradient with rings, the category's picture, its name and the game's number. */
export function gameSvg(id: string): string {
  const { width, height } = gameSize;
  const base = gameBaseId(id);
  const [first = '', ...rest] = base.split('-');
  const category = first.toUpperCase();
  const number = rest.join('-');
  const pick = seededRandom(`game:${base}`);
  const hue = pick.int(0, 359);
  const accent = hsl(hue + pick.int(120, 240), 85, 58);
  const rings = Array.from(
    { length: 3 },
    (_, index) =>
      `<circle cx="${pick.int(0, width)}" cy="${pick.int(0, height)}" r="${40 + index * 30 + pick.int(0, 30)}" fill="none" stroke="#fff" stroke-opacity="${opacity(pick.int(8, 20))}" stroke-width="${pick.int(6, 16)}"/>`,
  ).join('');
  const corner = /^\d+$/.test(number) ? `No.${Number(number)}` : number.slice(0, 12);
  return svgDocument(
    width,
    height,
    `<defs>${linearGradient('tile', hsl(hue, 75, 48), hsl(hue + pick.int(30, 90), 70, 22))}` +
      `<clipPath id="edge"><rect width="${width}" height="${height}" rx="36"/></clipPath></defs>` +
      `<rect width="${width}" height="${height}" rx="36" fill="url(#tile)"/>` +
      `<g clip-path="url(#edge)">${rings}</g>` +
      `<circle cx="150" cy="128" r="78" fill="#000" fill-opacity="0.18"/>` +
      gameGlyph(category, accent, pick) +
      `<rect x="60" y="222" width="180" height="44" rx="22" fill="#000" fill-opacity="0.3"/>` +
      fittedText({ text: category, x: 150, y: 244, width: 150, maxSize: 24, fill: '#fff', spacing: 2 }) +
      (corner === ''
        ? ''
        : `<text x="276" y="36" font-family="${fontFamily}" font-size="20" font-weight="700" fill="#fff" fill-opacity="0.85" text-anchor="end">${escapeXml(corner)}</text>`),
  );
}
