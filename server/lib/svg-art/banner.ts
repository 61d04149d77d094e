import { hsl, opacity } from './colour';
import { seededRandom } from '../seeded-random';
import { fittedText, linearGradient, svgDocument } from './svg';

export const bannerSize = { width: 750, height: 300 } as const;

const words = ['JACKPOT', 'BONUS', 'WIN BIG', 'LUCKY', 'MEGA SPIN', 'FREE BET', 'VIP', 'DAILY', 'RELOAD', 'CASHBACK'] as const;

/** A banner (5:2): a gradient, soft circles, a diagonal band, sparkles and a word picked by the id. */
export function bannerSvg(id: string): string {
  const { width, height } = bannerSize;
  const pick = seededRandom(`banner:${id}`);
  const hue = pick.int(0, 359);
  const otherHue = hue + pick.int(40, 140);
  const glow = hsl(hue + 180, 90, 66);
  const circles = Array.from(
    { length: 6 },
    () => `<circle cx="${pick.int(0, width)}" cy="${pick.int(0, height)}" r="${pick.int(24, 150)}" fill="#fff" fill-opacity="${opacity(pick.int(5, 16))}"/>`,
  ).join('');
  const bandStart = pick.int(380, 520);
  const sparkles = Array.from({ length: 5 }, () => {
    const x = pick.int(420, 730);
    const y = pick.int(24, 276);
    const r = pick.int(4, 10);
    return `<path d="M${x} ${y - r * 2}L${x + r} ${y}L${x} ${y + r * 2}L${x - r} ${y}Z" fill="${glow}"/>`;
  }).join('');
  const word = pick.pick(words);
  return svgDocument(
    width,
    height,
    `<defs>${linearGradient('bg', hsl(hue, 70, 24), hsl(otherHue, 78, 46))}</defs>` +
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
      circles +
      `<path d="M${bandStart} 0H${bandStart + 140}L${bandStart - 20} ${height}H${bandStart - 160}Z" fill="#fff" fill-opacity="0.12"/>` +
      `<circle cx="${pick.int(560, 660)}" cy="150" r="${pick.int(70, 100)}" fill="none" stroke="${glow}" stroke-width="10" stroke-opacity="0.7"/>` +
      sparkles +
      // The word keeps clear of the left edge, where the carousel puts its previous and pause buttons.
      fittedText({ text: word, x: 270, y: 140, width: 320, maxSize: 72, fill: '#fff', spacing: 4 }) +
      `<rect x="140" y="190" width="260" height="10" rx="5" fill="${glow}"/>`,
  );
}
