import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type TextEncoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client takes of br and gzip (q=0 refuses one), or identity. */
export function pickEncoding(acceptEncoding: string | undefined): TextEncoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? (name !== 'identity' ? accepted.get('*') : undefined) ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}

/**
 * Pages the gateway writes (index.html with its meta tags, robots.txt, sitemap.xml), compressed
 * once per distinct text: a bounded memo, so a popular page costs no compression after the first.
 */
export function createTextCompressor(maxEntries = 256) {
  const memo = new Map<string, Partial<Record<'br' | 'gzip', Buffer>>>();
  return function compress(text: string, encoding: TextEncoding): Buffer | string {
    if (encoding === 'identity') return text;
    let forms = memo.get(text);
    if (!forms) {
      forms = {};
      memo.set(text, forms);
      if (memo.size > maxEntries) memo.delete(memo.keys().next().value as string);
    }
    let body = forms[encoding];
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gzipSync(text, { level: 6 });
      forms[encoding] = body;
    }
    return body;
  };
}
