// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../precompress';

describe('the build precompression step', () => {
  let dist: string;
  const script = 'export function hello() { return "hello"; }\n'.repeat(100);
  beforeAll(async () => {
    dist = await mkdtemp(join(tmpdir(), 'precompress-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'assets', 'index-abc.js'), script);
    await writeFile(join(dist, 'assets', 'index-abc.css'), 'body { color: red; }\n'.repeat(50));
    await writeFile(join(dist, 'index.html'), `<!doctype html><html>${'<p>x</p>'.repeat(50)}</html>`);
    await writeFile(join(dist, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(50)}</svg>`);
    await writeFile(join(dist, 'assets', 'photo.webp'), Buffer.alloc(2000, 1));
    await writeFile(join(dist, 'assets', 'tiny.js'), 'x');
  });
  afterAll(async () => {
    await rm(dist, { recursive: true, force: true });
  });

  it('writes brotli and gzip forms beside each text file, never beside images or when not smaller', async () => {
    const written = await precompressDirectory(dist);
    const relative = written.map((path) => path.slice(dist.length + 1));
    expect(relative).toEqual([
      'assets/index-abc.css.br',
      'assets/index-abc.css.gz',
      'assets/index-abc.js.br',
      'assets/index-abc.js.gz',
      'favicon.svg.br',
      'favicon.svg.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    expect(brotliDecompressSync(await readFile(join(dist, 'assets', 'index-abc.js.br'))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(dist, 'assets', 'index-abc.js.gz'))).toString()).toBe(script);
  });
});
