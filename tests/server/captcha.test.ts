import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiPaths, captchaResponseSchema, errorCodes } from '../../contract';
import { devCaptchaSchema, devControlPaths } from '../../server/schemas/dev-controls';
import { captchas } from '../../server/db/schema';
import { crc32, encodePng } from '../../server/lib/png';
import { consumeCaptcha } from '../../server/services/captchas';
import { expectFailure, expectSuccess } from './support/envelope';
import { manualClock, usePlatform } from './support/platform';

const clock = manualClock();
const platform = usePlatform({ clock: clock.now });

interface Chunk {
  type: string;
  data: Buffer;
}

function readPng(png: Buffer): Chunk[] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: Chunk[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)));
    chunks.push({ type, data });
    offset += 12 + length;
  }
  return chunks;
}

async function issue() {
  return expectSuccess(await platform.app.request(apiPaths.captcha), captchaResponseSchema);
}

async function answerOf(captchaKey: string) {
  return expectSuccess(await platform.app.request(`${devControlPaths.captcha}?key=${captchaKey}`), devCaptchaSchema);
}

describe('png encoder', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('writes IHDR, IDAT and IEND with filtered rows', () => {
    const pixels = new Uint8Array(2 * 2 * 3).fill(200);
    const chunks = readPng(encodePng({ width: 2, height: 2, pixels }));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(inflateSync(chunks[1]?.data ?? Buffer.alloc(0))).toHaveLength(2 * (1 + 2 * 3));
  });
});

describe('GET /wps/captcha', () => {
  it('answers a valid PNG data URL and a key', async () => {
    const captcha = await issue();
    const png = Buffer.from(captcha.image.slice('data:image/png;base64,'.length), 'base64');
    const chunks = readPng(png);
    const header = chunks[0]?.data ?? Buffer.alloc(0);
    const width = header.readUInt32BE(0);
    const height = header.readUInt32BE(4);
    expect(width).toBeGreaterThan(60);
    expect(height).toBeGreaterThan(20);
    const idat = Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data));
    expect(inflateSync(idat)).toHaveLength(height * (1 + width * 3));
    expect(captcha.captchaKey.length).toBeGreaterThan(16);
  });

  it('issues a 4 to 6 digit code, stored only as a hash', async () => {
    const captcha = await issue();
    const { code } = await answerOf(captcha.captchaKey);
    expect(code).toMatch(/^\d{4,6}$/);
    const rows = await platform.db.select().from(captchas);
    expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
    expect(rows.find((row) => row.key === captcha.captchaKey)?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the right answer once and refuses it after five minutes', async () => {
    const captcha = await issue();
    const { code } = await answerOf(captcha.captchaKey);
    expect(await consumeCaptcha(contextOf(), captcha.captchaKey, code)).toBe(true);
    expect(await consumeCaptcha(contextOf(), captcha.captchaKey, code)).toBe(false);

    const late = await issue();
    const lateAnswer = await answerOf(late.captchaKey);
    clock.advance(5 * 60 * 1000 + 1);
    expect(await consumeCaptcha(contextOf(), late.captchaKey, lateAnswer.code)).toBe(false);
  });

  it('dev captcha answers 404 for an unknown key and 400 without one', async () => {
    const unknown = await expectFailure(await platform.app.request(`${devControlPaths.captcha}?key=nope`));
    expect(unknown.status).toBe(404);
    expect(unknown.errorCode).toBe(errorCodes.notFound);
    const missing = await expectFailure(await platform.app.request(devControlPaths.captcha));
    expect(missing.status).toBe(400);
    expect(missing.value?.field).toBe('key');
  });
});

function contextOf() {
  return { db: platform.db, now: () => new Date(clock.now()), devCaptchas: new Map() };
}
