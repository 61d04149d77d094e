import { hsl } from './colour';
import { seededRandom } from '../seeded-random';
import { fittedText, linearGradient, svgDocument } from './svg';

export const teamSize = { width: 120, height: 120 } as const;

/** `manila-eagles` → `ME`; a one-word slug gives its first two letters. */
export function teamInitials(slug: string): string {
  const words = slug.split(/[-_]+/).filter((word) => word.length > 0);
  const [first = '', second] = words;
  const initials = second === undefined ? first.slice(0, 2) : `${first.slice(0, 1)}${second.slice(0, 1)}`;
  return initials.toUpperCase();
}

/** A team's crest (1:1): a two-colour shield with a chevron and the team's initials. */
export function teamSvg(slug: string): string {
  const { width, height } = teamSize;
  const pick = seededRandom(`team:${slug}`);
  const hue = pick.int(0, 359);
  const accent = hsl(hue + pick.int(150, 210), 85, 60);
  const shield = 'M60 6L108 20V58C108 88 86 106 60 114C34 106 12 88 12 58V20Z';
  return svgDocument(
    width,
    height,
    `<defs>${linearGradient('crest', hsl(hue, 70, 42), hsl(hue + 20, 75, 22), 'x1="0" y1="0" x2="0" y2="1"')}</defs>` +
      `<path d="${shield}" fill="url(#crest)" stroke="${accent}" stroke-width="5" stroke-linejoin="round"/>` +
      `<path d="M24 ${pick.int(74, 82)}L60 96L96 ${pick.int(74, 82)}" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round" stroke-opacity="0.8"/>` +
      fittedText({ text: teamInitials(slug), x: 60, y: 54, width: 64, maxSize: 40, fill: '#fff' }),
  );
}
