import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.js';
import { downloadToken, hashDownloadToken, isWellFormedDownloadToken } from './download-tokens.js';

describe('attachment disposition', () => {
  it('keeps a plain name as is', () => {
    expect(attachmentDisposition('neon-fox.png')).toBe(
      `attachment; filename="neon-fox.png"; filename*=UTF-8''neon-fox.png`,
    );
  });

  it('gives non-ASCII names an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('Café Ünïcode 猫.png')).toBe(
      `attachment; filename="Caf_ _n_code _.png"; filename*=UTF-8''Caf%C3%A9%20%C3%9Cn%C3%AFcode%20%E7%8C%AB.png`,
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
