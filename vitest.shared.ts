import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { ViteUserConfig } from 'vitest/config';
import type { Reporter } from 'vitest/node';

type UnhandledErrors = Parameters<NonNullable<Reporter['onTestRunEnd']>>[1];

/**
 * Writes the run's unhandled errors (a rejection nobody awaited, a worker that died) beside the
 * JSON report: vitest exits 1 for them, but its JSON report says `success: true` with every test
 * passed, so a CI log cut to its tail named no failure. The closing summary prints these.
 */
function unhandledErrorsReporter(outputFile: string): Reporter {
  return {
    onTestRunEnd(_modules, errors: UnhandledErrors) {
      if (errors.length === 0) return;
      const described = errors.map((error) => ({
        message: `${error.name ?? 'Error'}: ${error.message}`,
        test: [error.VITEST_TEST_PATH, error.VITEST_TEST_NAME].filter(Boolean).join(' › ') || undefined,
        stack: error.stack?.split('\n').slice(0, 8).join('\n'),
      }));
      mkdirSync(resolve(outputFile, '..'), { recursive: true });
      writeFileSync(outputFile, JSON.stringify(described, null, 2));
    },
  };
}

/**
 * Settings every package's vitest config starts from. When the test command sets
 * TEST_RESULTS_DIR, each package also writes a JSON report there for the closing summary.
 */
export function sharedTestConfig(packageDir: string): NonNullable<ViteUserConfig['test']> {
  const resultsDir = process.env.TEST_RESULTS_DIR;
  return {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration files share one PostgreSQL, Redis and two cores: one file at a time is steadier.
    fileParallelism: false,
    // The files of a workspace share one worker's modules instead of each importing the service
    // afresh: importing was more than half of the tests' time (catalog 64 s -> 23 s, stack-tests
    // 153 s -> 88 s). So a test file leaves no state behind (it closes what it opens,
    // restores its spies and stubs); a file that replaces a module with vi.mock runs isolated
    // (see apps/web's projects).
    isolate: false,
    reporters: resultsDir
      ? [
          'default',
          ['json', { outputFile: resolve(resultsDir, `${basename(packageDir)}.json`) }],
          unhandledErrorsReporter(resolve(resultsDir, 'unhandled-errors', `${basename(packageDir)}.json`)),
        ]
      : ['default'],
  };
}
