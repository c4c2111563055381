import { IGNORED_SYSTEM_FILES } from '@shop/contracts';

const MAX_NAME_LENGTH = 200;
const FALLBACK_NAME = 'artwork';

/**
 * The client's file name is only ever shown back to people (`originalName`), never used as a key or
 * path. Still, it is reduced to a plain base name: no directories, control or markup characters,
 * and a bounded length that keeps the extension.
 */
export function sanitizeOriginalName(name: string | undefined): string {
  const base = (name ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[^\p{L}\p{N} ._()+,'-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  if (cleaned === '') return FALLBACK_NAME;
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/** `.DS_Store` and `Thumbs.db` come along when a curator drops a whole folder: not artworks. */
export function isIgnoredSystemFile(name: string | undefined): boolean {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  return IGNORED_SYSTEM_FILES.some((ignored) => ignored.toLowerCase() === base.toLowerCase()) || base.startsWith('._');
}
