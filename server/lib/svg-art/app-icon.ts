import { linearGradient, svgDocument } from './svg';

export const appIconSize = { width: 192, height: 192 } as const;

/** WinPlay's app icon: the header's gold ◆ on the dark tile of the favicon (public/favicon.svg). */
export function appIconSvg(): string {
  const { width, height } = appIconSize;
  return svgDocument(
    width,
    height,
    `<defs>${linearGradient('tile', '#1b2a44', '#0f1a2b', 'x1="0" y1="0" x2="0" y2="1"')}${linearGradient('gem', '#ffd77a', '#f5b83d')}</defs>` +
      `<rect width="${width}" height="${height}" rx="42" fill="url(#tile)"/>` +
      '<path d="M96 30L150 96L96 162L42 96Z" fill="url(#gem)"/>' +
      '<path d="M96 30L120 96L96 162L72 96Z" fill="#fff" fill-opacity="0.22"/>' +
      '<path d="M42 96H150" stroke="#1b1300" stroke-opacity="0.25" stroke-width="3"/>',
  );
}
