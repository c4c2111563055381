import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The test command's closing summary (scripts/lib/summarize-tests.mjs): CI keeps only the tail of
// its log, so a failure must be named there, even one no test failed for.
const summarizer = resolve(import.meta.dirname, '../../scripts/lib/summarize-tests.mjs');

/** A vitest JSON report as vitest writes it: `success` true although an unhandled error failed the run. */
const passingReport = (passed: number) => ({
  numPassedTests: passed,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  success: true,
  testResults: [
    {
      name: '/repo/services/x/src/a.test.ts',
      status: 'passed',
      assertionResults: [{ status: 'passed', title: 'works' }],
    },
  ],
});

describe('the closing test summary', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  const results = (files: Record<string, unknown>) => {
    dir = mkdtempSync(join(tmpdir(), 'ci-summary-'));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(resolve(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), JSON.stringify(content));
    }
    const run = spawnSync(process.execPath, [summarizer, dir], { encoding: 'utf8' });
    return { status: run.status, output: run.stdout };
  };

  it('passes a run whose every test passed, with nothing else to say', () => {
    const { status, output } = results({ 'catalog.json': passingReport(3) });
    expect(status).toBe(0);
    expect(output).toContain('Tests: 3 passed, 0 failed');
  });

  it('fails a run with every test passed but an unhandled error, and names the error and its file', () => {
    const { status, output } = results({
      'catalog.json': passingReport(3),
      'unhandled-errors/catalog.json': [
        {
          message: 'Error: nobody awaited this',
          test: '/repo/services/catalog/src/b.int.test.ts',
          stack: 'Error: nobody awaited this\n    at b.int.test.ts:3:23',
        },
      ],
    });
    expect(status).toBe(1);
    expect(output).toContain('Tests: 3 passed, 1 failed');
    expect(output).toContain('catalog: unhandled Error: nobody awaited this (during src/b.int.test.ts)');
    expect(output).toContain('at b.int.test.ts:3:23');
  });

  it('fails a run whose test process failed after writing a report of passed tests, and prints its last lines', () => {
    const { status, output } = results({
      'catalog.json': passingReport(3),
      'exits/catalog.json': { code: 1, signal: null, lastLines: ['Error: the worker exited unexpectedly'] },
    });
    expect(status).toBe(1);
    expect(output).toContain('Tests: 3 passed, 1 failed');
    expect(output).toContain('catalog: the test process ended with exit code 1; its last lines:');
    expect(output).toContain('    Error: the worker exited unexpectedly');
  });

  it('fails a run whose test process ended without a report, and prints its last lines', () => {
    const { status, output } = results({
      'catalog.json': passingReport(3),
      'exits/ocr-worker.json': { code: null, signal: 'SIGSEGV', lastLines: ['✓ reads a poster', 'Segmentation fault'] },
    });
    expect(status).toBe(1);
    expect(output).toContain('ocr-worker   no report: the test process ended first');
    expect(output).toContain('ocr-worker: the test process ended on SIGSEGV; its last lines:');
    expect(output).toContain('    Segmentation fault');
    // The names come last, so a log cut to its tail still says what failed.
    expect(output.trimEnd().split('\n').slice(-2)).toEqual([
      '  ocr-worker: the test process ended on SIGSEGV (its last lines above)',
      'Tests: 3 passed, 1 failed',
    ]);
  });
});
