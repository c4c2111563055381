import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOcrFixtures } from '../testing/fixtures.js';

const packageDir = resolve(import.meta.dirname, '..', '..');

/** True when dist/ is missing or older than a built source file (tsc writes every output on each build). */
function isBuildStale(): boolean {
  const built = join(packageDir, 'dist', 'ocr', 'offline-check.js');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return readdirSync(join(packageDir, 'src'), { recursive: true, encoding: 'utf8' }).some(
    (file) =>
      file.endsWith('.ts') &&
      !file.endsWith('.test.ts') &&
      !file.startsWith('testing/') &&
      statSync(join(packageDir, 'src', file)).mtimeMs > builtAt,
  );
}

/** True when this machine can run a process in a network namespace of its own (no network at all). */
function canIsolateNetwork(): boolean {
  return spawnSync('unshare', ['-rn', 'true']).status === 0;
}

describe('the OCR engine without network', () => {
  let cwd: string;
  beforeAll(() => {
    // The check runs the built code, as the worker process does: built again only when a source
    // file changed after the last build (the test command builds every workspace before its tests).
    if (isBuildStale())
      execFileSync(
        process.execPath,
        [
          join(packageDir, '..', '..', 'node_modules', 'typescript', 'bin', 'tsc'),
          '-p',
          join(packageDir, 'tsconfig.build.json'),
        ],
        {
          stdio: 'inherit',
        },
      );
    cwd = mkdtempSync(join(tmpdir(), 'ocr-offline-'));
  });
  afterAll(() => {
    rmSync(cwd, { recursive: true, force: true });
  });

  it('loads the English model from disk, recognises, and writes nothing into its working directory', () => {
    const fixture = loadOcrFixtures().find((candidate) => candidate.file === 'dev-07-misspelled-1920.webp');
    if (!fixture) throw new Error('fixture missing');
    const node = [
      process.execPath,
      '--import',
      join(packageDir, 'src', 'testing', 'block-network.mjs'),
      join(packageDir, 'dist', 'ocr', 'offline-check.js'),
      fixture.path,
    ];
    const [command, ...args] = canIsolateNetwork() ? ['unshare', '-rn', ...node] : node;
    const run = spawnSync(command ?? 'node', args, { cwd, encoding: 'utf8', timeout: 90_000 });
    expect(run.status, run.stderr).toBe(0);
    const analysis = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as { findings: { word: string }[] };
    expect(analysis.findings.map((finding) => finding.word.toUpperCase())).toEqual(expect.arrayContaining(['FREINDS']));
    expect(readdirSync(cwd)).toEqual([]);
  });
});
