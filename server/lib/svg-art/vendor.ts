import { hsl } from './colour';
import { seededRandom } from '../seeded-random';
import { fittedText, linearGradient, svgDocument } from './svg';

export const vendorSize = { width: 240, height: 120 } as const;

/** A vendor's logo plate (2:1): its code on a rounded gradient plate with a trim. */
export function vendorSvg(code: string): string {
  const { width, height } = vendorSize;
  const pick = seededRandom(`vendor:${code}`);
  const hue = pick.int(0, 359);
  const trim = hsl(hue + pick.int(120, 240), 90, 64);
  return svgDocument(
    width,
    height,
    `<defs>${linearGradient('plate', hsl(hue, 55, 20), hsl(hue + 30, 70, 40))}</defs>` +
      `<rect x="4" y="4" width="232" height="112" rx="20" fill="url(#plate)" stroke="${trim}" stroke-width="4"/>` +
      `<rect x="16" y="16" width="208" height="88" rx="12" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="2"/>` +
      fittedText({ text: code, x: 120, y: 54, width: 190, maxSize: 52, fill: '#fff', spacing: 2 }) +
      `<rect x="${120 - pick.int(24, 48)}" y="88" width="${pick.int(48, 96)}" height="5" rx="2.5" fill="${trim}"/>`,
  );
}
