import type { SeededRandom } from '../seeded-random';
import { fittedText, fontFamily } from './svg';

/*
 * The picture in the middle of a game tile, one per game category (contract/games.ts
 * `gameCategories`), drawn around (150, 128) in a box of about 130 by 130.
 */

type Glyph = (accent: string, pick: SeededRandom) => string;

const ball: Glyph = () =>
  '<circle cx="150" cy="128" r="58" fill="#fff"/>' +
  '<path d="M150 104L173 121L164 148H136L127 121Z" fill="#1d1d1d"/>' +
  '<path d="M150 104V70M173 121L205 110M164 148L184 175M136 148L116 175M127 121L95 110" stroke="#1d1d1d" stroke-width="4"/>';

const card: Glyph = () =>
  '<g transform="rotate(-8 150 128)"><rect x="108" y="70" width="84" height="116" rx="10" fill="#fff"/>' +
  '<path d="M150 98L174 128L150 158L126 128Z" fill="#d62839"/></g>';

const fish: Glyph = (accent) =>
  `<ellipse cx="140" cy="128" rx="56" ry="34" fill="${accent}"/><path d="M188 128L222 98V158Z" fill="${accent}"/>` +
  '<circle cx="112" cy="120" r="8" fill="#fff"/><circle cx="112" cy="120" r="3" fill="#111"/>' +
  '<circle cx="96" cy="80" r="6" fill="none" stroke="#fff" stroke-width="3"/><circle cx="110" cy="64" r="4" fill="none" stroke="#fff" stroke-width="2"/>';

const reels: Glyph = (accent) =>
  [84, 130, 176]
    .map(
      (x) =>
        `<rect x="${x}" y="94" width="40" height="68" rx="8" fill="#fff"/>` +
        `<text x="${x + 20}" y="141" font-family="${fontFamily}" font-size="40" font-weight="900" fill="${accent}" text-anchor="middle">7</text>`,
    )
    .join('');

const chipSpots: readonly (readonly [number, number])[] = [
  [128, 116],
  [176, 142],
];
const chips: Glyph = (accent) =>
  chipSpots
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="44" fill="${accent}" stroke="#fff" stroke-width="8" stroke-dasharray="12 10"/>` +
        `<circle cx="${x}" cy="${y}" r="24" fill="none" stroke="#fff" stroke-width="3"/>`,
    )
    .join('');

const ballSpots: readonly (readonly [number, number])[] = [
  [106, 142],
  [150, 104],
  [194, 142],
];
const balls: Glyph = (accent, pick) =>
  ballSpots
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="30" fill="#fff" stroke="${accent}" stroke-width="6"/>` +
        `<text x="${x}" y="${y + 10}" font-family="${fontFamily}" font-size="28" font-weight="800" fill="#1d1d1d" text-anchor="middle">${pick.int(1, 49)}</text>`,
    )
    .join('');

const diamond: Glyph = () =>
  '<path d="M150 62L204 128L150 194L96 128Z" fill="#f5b83d"/><path d="M150 62L172 128L150 194L128 128Z" fill="#fff" fill-opacity="0.25"/>';

const glyphs = new Map<string, Glyph>([
  ['SPORTS', ball],
  ['LIVE', card],
  ['FISH', fish],
  ['RNG', reels],
  ['PVP', chips],
  ['LOTT', balls],
  ['ELOTT', balls],
  ['INHOUSE', diamond],
]);

/** The category's picture, or its initials for a category without one. */
export function gameGlyph(category: string, accent: string, pick: SeededRandom): string {
  const glyph = glyphs.get(category);
  if (glyph) return glyph(accent, pick);
  return fittedText({ text: category.slice(0, 3), x: 150, y: 128, width: 150, maxSize: 72, fill: '#fff' });
}
