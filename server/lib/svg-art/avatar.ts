import { hsl } from './colour';
import { seededRandom } from '../seeded-random';
import { linearGradient, svgDocument } from './svg';

export const avatarSize = { width: 120, height: 120 } as const;

/** The head icons the platform offers (`avatar/face-1.svg` … `face-8.svg`). */
export const avatarCount = 8;
const avatarId = /^face-([1-9]\d*)$/;

const hairStyles = [
  // short crop
  'M30 52C30 28 44 18 60 18C76 18 90 28 90 52C84 40 74 34 60 34C46 34 36 40 30 52Z',
  // side fringe
  'M28 56C26 30 42 16 62 16C80 16 94 30 92 54C86 42 72 30 50 36C40 40 32 46 28 56Z',
  // long hair
  'M26 88C22 50 34 18 60 18C86 18 98 50 94 88L84 88C88 60 80 36 60 36C40 36 32 60 36 88Z',
  // bun
  'M32 50C32 30 44 22 60 22C76 22 88 30 88 50C80 40 72 36 60 36C48 36 40 40 32 50ZM50 14A10 10 0 1 0 70 14A10 10 0 1 0 50 14Z',
] as const;

/**
 * A friendly face (1:1) on a round coloured badge: skin tone, hair, eyes and smile drawn from the
 * id, so each of the offered icons looks different and the same id always gives the same bytes.
 */
export function avatarSvg(id: string): string | undefined {
  const match = avatarId.exec(id);
  const number = Number(match?.[1] ?? 0);
  if (number < 1 || number > avatarCount) return undefined;
  const { width, height } = avatarSize;
  const pick = seededRandom(`avatar:${id}`);
  const hue = (number - 1) * 45 + pick.int(0, 20);
  const skin = hsl(pick.int(18, 34), pick.int(40, 60), pick.int(48, 78));
  const hair = hsl(pick.int(0, 40), pick.int(20, 60), pick.int(12, 40));
  const style = hairStyles[(number - 1) % hairStyles.length] ?? hairStyles[0];
  const eyeY = 62;
  const smile = pick.int(4, 9);
  return svgDocument(
    width,
    height,
    `<defs>${linearGradient('badge', hsl(hue, 70, 62), hsl(hue + 25, 70, 38))}</defs>` +
      `<circle cx="60" cy="60" r="60" fill="url(#badge)"/>` +
      `<path d="M24 120C26 96 42 86 60 86C78 86 94 96 96 120Z" fill="${hsl(hue + 180, 45, 45)}"/>` +
      `<ellipse cx="60" cy="60" rx="28" ry="32" fill="${skin}"/>` +
      `<path d="${style}" fill="${hair}"/>` +
      `<circle cx="49" cy="${eyeY}" r="3.5" fill="#2b2b2b"/><circle cx="71" cy="${eyeY}" r="3.5" fill="#2b2b2b"/>` +
      `<path d="M49 ${74}Q60 ${74 + smile} 71 ${74}" fill="none" stroke="#7a3b2e" stroke-width="3" stroke-linecap="round"/>`,
  );
}
