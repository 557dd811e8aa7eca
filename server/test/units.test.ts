import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  captchaDataUrl,
  IMAGE_HEIGHT,
  IMAGE_WIDTH,
  randomAnswer,
  renderCaptcha,
} from '../src/modules/auth/captcha.js';
import { crc32, encodePng } from '../src/platform/png.js';
import { dummyVerify, hashPassword, verifyPassword } from '../src/platform/password.js';
import { hasAnyPerm, PERMS } from '../src/platform/perms.js';

function chunks(png: Buffer): { type: string; data: Buffer; crcOk: boolean }[] {
  const found = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crc = png.readUInt32BE(offset + 8 + length);
    found.push({ type, data, crcOk: crc === crc32(png.subarray(offset + 4, offset + 8 + length)) });
    offset += length + 12;
  }
  return found;
}

describe('captcha image', () => {
  it('crc32 matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });

  it('is a valid truecolour PNG with only IHDR, IDAT and IEND', () => {
    const png = encodePng(renderCaptcha('AB23'));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const list = chunks(png);
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(list.every((c) => c.crcOk)).toBe(true);
    const header = list[0]!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([
      IMAGE_WIDTH,
      IMAGE_HEIGHT,
      8,
      2,
    ]);
    const raw = inflateSync(list[1]!.data);
    expect(raw.length).toBe(IMAGE_HEIGHT * (IMAGE_WIDTH * 3 + 1));
    expect(png.toString('latin1')).not.toContain('AB23');
  });

  it('draws every character of the alphabet, differently each time', () => {
    for (const char of CAPTCHA_ALPHABET) expect(() => renderCaptcha(char.repeat(4))).not.toThrow();
    expect(captchaDataUrl('WXYZ')).not.toBe(captchaDataUrl('WXYZ'));
    expect(captchaDataUrl('WXYZ')).toMatch(/^data:image\/png;base64,/);
  });

  it('answers use the unambiguous alphabet', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01ILO]/);
    for (let i = 0; i < 50; i++) expect(randomAnswer()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
  });
});

describe('password hashing', () => {
  it('hashes with a random salt in a self-describing format and verifies', async () => {
    const a = await hashPassword('admin123');
    const b = await hashPassword('admin123');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('admin123', a)).toBe(true);
    expect(await verifyPassword('admin124', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('rejects malformed or hostile stored values without throwing', async () => {
    const good = await hashPassword('x');
    const parts = good.split('$');
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', ['scrypt', '1073741824', '8', '1', parts[4], parts[5]].join('$'))).toBe(
      false,
    );
    expect(await verifyPassword('x', ['scrypt', '1000', '8', '1', parts[4], parts[5]].join('$'))).toBe(false);
    expect(await verifyPassword('x', ['bcrypt', ...parts.slice(1)].join('$'))).toBe(false);
  });

  it('the dummy check always fails', async () => {
    expect(await dummyVerify('anything')).toBe(false);
  });
});

describe('permissions', () => {
  it('ROOT holds every perm; others need one of the listed', () => {
    expect(hasAnyPerm(['ROOT'], [], ['order:confirm'])).toBe(true);
    expect(hasAnyPerm(['ADMIN'], ['dashboard:view'], ['order:confirm', 'dashboard:view'])).toBe(true);
    expect(hasAnyPerm(['ADMIN'], ['dashboard:view'], ['order:confirm'])).toBe(false);
    expect(PERMS).toHaveLength(17);
    expect(PERMS).toEqual(
      expect.arrayContaining(['order:view', 'cart:view', 'dashboard:view', 'team:log', 'team:edit']),
    );
  });
});
