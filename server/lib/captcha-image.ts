import { randomInt } from 'node:crypto';
import { digitGlyphs, glyphHeight, glyphWidth } from './digit-font';
import { encodePng } from './png';

const width = 160;
const height = 48;
const scaleX = 4;
const scaleY = 4;
const cell = 24;

type Rgb = readonly [number, number, number];

function randomColor(min: number, max: number): Rgb {
  return [randomInt(min, max), randomInt(min, max), randomInt(min, max)];
}

/** A digit code drawn with per-digit jitter and slant, crossed by lines and sprinkled with noise. */
export function renderCaptchaPng(code: string): Buffer {
  const pixels = new Uint8Array(width * height * 3);
  const background = randomColor(225, 256);
  const set = (x: number, y: number, [r, g, b]: Rgb) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return;
    const i = (y * width + x) * 3;
    pixels[i] = r;
    pixels[i + 1] = g;
    pixels[i + 2] = b;
  };
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) set(x, y, background);

  for (let n = 0; n < 3; n++) {
    drawLine(randomInt(0, 20), randomInt(0, height), randomInt(width - 20, width), randomInt(0, height), randomColor(120, 200), set);
  }

  const left = Math.floor((width - code.length * cell) / 2) + 2;
  [...code].forEach((digit, index) => {
    const glyph = digitGlyphs[digit];
    if (!glyph) return;
    const color = randomColor(10, 110);
    const x0 = left + index * cell + randomInt(-2, 3);
    const y0 = Math.floor((height - glyphHeight * scaleY) / 2) + randomInt(-5, 6);
    const slant = randomInt(-2, 3) / 10;
    glyph.forEach((row, gy) => {
      for (let gx = 0; gx < glyphWidth; gx++) {
        if (row[gx] !== '#') continue;
        for (let dy = 0; dy < scaleY; dy++) {
          const y = y0 + gy * scaleY + dy;
          const shift = Math.round((y - height / 2) * slant);
          for (let dx = 0; dx < scaleX; dx++) set(x0 + gx * scaleX + dx - shift, y, color);
        }
      }
    });
  });

  for (let n = 0; n < (width * height) / 14; n++) set(randomInt(0, width), randomInt(0, height), randomColor(60, 230));
  return encodePng({ width, height, pixels });
}

function drawLine(x0: number, y0: number, x1: number, y1: number, color: Rgb, set: (x: number, y: number, c: Rgb) => void) {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let error = dx + dy;
  for (;;) {
    set(x0, y0, color);
    set(x0, y0 + 1, color);
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * error;
    if (e2 >= dy) {
      error += dy;
      x0 += sx;
    }
    if (e2 <= dx) {
      error += dx;
      y0 += sy;
    }
  }
}
