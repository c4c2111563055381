import { describe, expect, it } from 'vitest';
import { attachmentDisposition, titleFileName } from './content-disposition.js';
import { downloadToken, hashDownloadToken, isWellFormedDownloadToken } from './download-tokens.js';

describe('attachment disposition', () => {
  it('keeps a plain name as is', () => {
    expect(attachmentDisposition('neon-fox.png')).toBe(
      `attachment; filename="neon-fox.png"; filename*=UTF-8''neon-fox.png`,
    );
  });

  it('gives non-ASCII names an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Café Ünïcode 猫.png')).toBe(
      `attachment; filename="Cafe Unicode _.png"; filename*=UTF-8''Caf%C3%A9%20%C3%9Cn%C3%AFcode%20%E7%8C%AB.png`,
    );
  });

  it('cannot be broken out of by quotes, backslashes, newlines or paths', () => {
    const header = attachmentDisposition('..\\evil"; filename="x.exe\r\nSet-Cookie: a=b.png');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toContain(`filename*=UTF-8''evil%22%3B%20filename%3D%22x.exeSet-Cookie%3A%20a%3Db.png`);
    expect(attachmentDisposition('C:\\fakepath\\photo.jpg')).toContain('filename="photo.jpg"');
    expect(attachmentDisposition('../../etc/passwd')).toContain('filename="passwd"');
  });

  it("encodes the characters RFC 5987 reserves (' ( ) *) and never leaves a bare %", () => {
    expect(attachmentDisposition("it's (100%)*.png")).toBe(
      `attachment; filename="it's (100_)*.png"; filename*=UTF-8''it%27s%20%28100%25%29%2A.png`,
    );
  });

  it('falls back to a name when nothing is left', () => {
    expect(attachmentDisposition('/')).toContain('filename="artwork"');
  });
});

describe("a bought artwork's file name", () => {
  it("is the title's slug with the extension of the stored file's type", () => {
    expect(titleFileName('Harbour Lights', 'image/png')).toBe('harbour-lights.png');
    expect(titleFileName('  Neon Fox – Café Edition! ', 'image/jpeg')).toBe('neon-fox-café-edition.jpg');
    expect(titleFileName('Sunset.GIF', 'image/gif')).toBe('sunset-gif.gif');
    expect(titleFileName('猫の夜', 'image/webp')).toBe('猫の夜.webp');
  });

  it('never takes a name, a path or an extension from the title', () => {
    expect(titleFileName('poly.html', 'image/png')).toBe('poly-html.png');
    expect(titleFileName('../../etc/passwd', 'image/png')).toBe('etc-passwd.png');
    expect(titleFileName('a"; filename="x.exe\r\nSet-Cookie: a=b', 'image/png')).toBe(
      'a-filename-x-exe-set-cookie-a-b.png',
    );
    expect(titleFileName('x\u202Egnp.exe', 'image/png')).toBe('x-gnp-exe.png');
  });

  it('falls back to "artwork", keeps long titles short, and sends an unknown type as .bin', () => {
    expect(titleFileName('', 'image/png')).toBe('artwork.png');
    expect(titleFileName('★ ☆ ★', 'image/png')).toBe('artwork.png');
    const long = titleFileName(`${'word '.repeat(40)}end`, 'image/png');
    expect(long.length).toBeLessThanOrEqual(84);
    expect(long).toMatch(/^word(-word)+\.png$/);
    expect(titleFileName('猫'.repeat(100), 'image/png')).toBe(`${'猫'.repeat(80)}.png`);
    expect(titleFileName('🦊'.repeat(100), 'image/png')).toBe('artwork.png');
    expect(titleFileName('Fox', 'text/html')).toBe('fox.bin');
  });

  it('makes a header with an ASCII filename and the exact UTF-8 filename*', () => {
    expect(attachmentDisposition(titleFileName('Neon Fox – Café Edition', 'image/png'))).toBe(
      `attachment; filename="neon-fox-cafe-edition.png"; filename*=UTF-8''neon-fox-caf%C3%A9-edition.png`,
    );
  });
});

describe('download tokens', () => {
  const secret = 'a-test-secret-that-is-long-enough-0123';

  it('derives 256-bit tokens that differ per grant and per secret', () => {
    const token = downloadToken(secret, 'grant-1');
    expect(isWellFormedDownloadToken(token)).toBe(true);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(downloadToken(secret, 'grant-1')).toBe(token);
    expect(downloadToken(secret, 'grant-2')).not.toBe(token);
    expect(downloadToken(`${secret}x`, 'grant-1')).not.toBe(token);
  });

  it('stores only a hash that does not reveal the token', () => {
    const token = downloadToken(secret, 'grant-1');
    expect(hashDownloadToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashDownloadToken(token)).not.toContain(token);
  });

  it('recognises only tokens of the right shape', () => {
    expect(isWellFormedDownloadToken('short')).toBe(false);
    expect(isWellFormedDownloadToken(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isWellFormedDownloadToken('../'.repeat(15))).toBe(false);
  });
});
