import { TITLE_MAX_LENGTH } from './upload-defaults';

/**
 * A file's default title in a multi-file upload (issue #13): its name without the extension,
 * dashes and underscores as spaces, runs of spaces collapsed. "neon_dreams-02.png" → "neon dreams 02".
 */
export function titleFromFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const title = stem.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return title.slice(0, TITLE_MAX_LENGTH);
}
