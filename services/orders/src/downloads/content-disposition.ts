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
 * `attachment` with the original name for every browser: a plain ASCII `filename` (quotes,
 * backslashes and non-ASCII replaced, so the header can never be broken out of) and the exact
 * name in `filename*` (RFC 6266).
 */
export function attachmentDisposition(originalName: string): string {
  const name = baseName(originalName) || FALLBACK_NAME;
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
