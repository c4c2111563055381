const FALLBACK_NAME = 'artwork';

/** The last path segment: names from uploads may carry a client path ("C:\\fakepath\\x.png"). */
function baseName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  return last.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
}

/** RFC 5987 ext-value: UTF-8, percent-encoding everything outside attr-char. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment` with the given name for every browser: a plain ASCII `filename` (accents dropped;
 * quotes, backslashes and other non-ASCII replaced, so the header can never be broken out of) and
 * the exact name in `filename*` (RFC 6266).
 */
export function attachmentDisposition(originalName: string): string {
  const name = baseName(originalName) || FALLBACK_NAME;
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** The extension of each type an original or an extra file is stored as (the catalog accepts only these). */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/tiff': 'tif',
  // A work's extra file may be a PDF (print instructions).
  'application/pdf': 'pdf',
};

/** Long enough for any title people read, short enough for every file system. */
const MAX_STEM_CHARACTERS = 80;

/**
 * The name a buyer's file is saved under: the work's title as a slug (letters and
 * digits of any script, lower case, everything else one hyphen) and the extension of the type
 * the file is stored as. Never a name a client sent with the upload, which could be `poly.html`
 * or a path; a title's own dots and slashes become hyphens, so it cannot choose the extension.
 */
export function titleFileName(title: string, mimeType: string): string {
  const slug = title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^[-\p{M}]+|-+$/gu, '');
  // By code points, so a character outside the BMP is never cut in half.
  const stem = Array.from(slug).slice(0, MAX_STEM_CHARACTERS).join('').replace(/-+$/, '');
  return `${stem || FALLBACK_NAME}.${EXTENSIONS[mimeType] ?? 'bin'}`;
}
