import type { CommissionFileType } from '@shop/contracts';

const startsWith = (bytes: Buffer, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

// An SVG is text: an optional XML declaration, comments and doctype, then the <svg> element.
const SVG_START =
  /^(?:\uFEFF)?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/**
 * The type of a delivered file, decided by its bytes, never by the client's name or header, so a
 * renamed executable is refused. Undefined for anything that is not PNG, JPEG, SVG, PDF or ZIP.
 */
export function sniffCommissionFileType(bytes: Buffer): CommissionFileType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  // Local file header, or the end record of an empty archive.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    return 'application/zip';
  }
  if (SVG_START.test(bytes.subarray(0, 4096).toString('utf8'))) return 'image/svg+xml';
  return undefined;
}

const MAX_NAME_LENGTH = 200;

/**
 * The client's file name is only shown back (and used as the download's file name), never as a
 * key: reduced to a plain base name with the extension of the type its bytes really have.
 */
export function commissionFileName(clientName: string | undefined, extension: string): string {
  const base = (clientName ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[^\p{L}\p{N} ._()+,'-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  return `${stem === '' ? 'logo' : stem}.${extension}`;
}
