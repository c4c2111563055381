// The word lists the judge loads from assets/ (SortedWords): one word a line, sorted by code unit,
// gzipped. Shared by the build-*.mjs tools.
import { createWriteStream } from 'node:fs';
import { createGzip } from 'node:zlib';

/** Writes `words` (a Set, so each once) to `path` as a sorted, gzipped list. */
export async function writeWordList(path, words) {
  const gzip = createGzip({ level: 9 });
  const done = new Promise((resolve, reject) =>
    gzip.pipe(createWriteStream(path)).on('finish', resolve).on('error', reject),
  );
  gzip.end([...words].sort().join('\n') + '\n');
  await done;
}
