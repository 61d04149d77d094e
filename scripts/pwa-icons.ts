// The installed app's icons (issue 14, the web app manifest): PNGs drawn from the favicon's design,
// committed under public/icons/. Run again after changing the design:
//
//   npx tsx scripts/pwa-icons.ts
//
// `any`: the favicon's rounded square. `maskable`: the square edge to edge, the diamond inside the
// central 80% every launcher keeps (the maskable safe zone), so no mask cuts it.
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const background = '#0f1a2b';
const mark = '#f5b83d';
const outDir = 'public/icons';

const roundedSquare = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${background}"/><path d="M16 5l9 11-9 11-9-11z" fill="${mark}"/></svg>`;
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><path d="M16 8l6.5 8-6.5 8-6.5-8z" fill="${mark}"/></svg>`;

const icons = [
  { file: 'icon-192.png', svg: roundedSquare, size: 192 },
  { file: 'icon-512.png', svg: roundedSquare, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  // iOS ignores the manifest's icons: the home-screen icon comes from apple-touch-icon, drawn full
  // bleed because iOS rounds the corners itself.
  { file: 'apple-touch-icon-180.png', svg: fullBleed, size: 180 },
];

mkdirSync(outDir, { recursive: true });
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${outDir}/${file}`);
  console.log(`${outDir}/${file}`);
}
