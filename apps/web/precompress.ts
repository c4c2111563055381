import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The text files a browser fetches from the built app. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|txt|xml)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip -9) beside every text file of the
 * build, so the gateway sends them as they are (@fastify/static `preCompressed`) and never spends
 * CPU compressing the same bytes per request. A form that would not be smaller is not written.
 * Returns what was written, for the build log and the tests.
 */
export async function precompressDirectory(dir: string): Promise<string[]> {
  const written: string[] = [];
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      const forms = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }).then((body) => [`${file}.br`, body] as const),
        gzipAsync(bytes, { level: 9 }).then((body) => [`${file}.gz`, body] as const),
      ]);
      for (const [path, body] of forms) {
        if (body.length >= bytes.length) continue;
        await writeFile(path, body);
        written.push(path);
      }
    }),
  );
  return written.sort();
}

/** Vite build step: precompresses the output once it is written ("Bytes"). */
export function precompress(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'shop-precompress',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const written = await precompressDirectory(resolve(root, outDir));
      this.info?.(`precompressed ${written.length} files (brotli and gzip)`);
    },
  };
}
