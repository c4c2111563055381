// Reads the JSON reports of every vitest project and the Playwright run, and prints one closing
// line 'Tests: N passed, N failed, N skipped'. Exits non-zero when anything failed or nothing ran.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = process.argv[2];
const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];
// The names of what failed go last, so that a CI log cut to its tail still says which test broke.
const failures = [];

/** The first line of a failure message, without colour codes, kept short. */
const firstLine = (message = '') =>
  stripVTControlCharacters(String(message))
    .split('\n')
    .find((line) => line.trim())
    ?.trim()
    .slice(0, 200) ?? '';

/** Playwright nests suites; every spec's tests carry their results. */
function playwrightFailures(suites, trail = []) {
  for (const suite of suites ?? []) {
    const path = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`  [${test.projectName}] ${[...path, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    playwrightFailures(suite.suites, path);
  }
}

for (const file of existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
  : []) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const name = file.replace(/\.json$/, '');
  let passed;
  let failed;
  let skipped;
  if (report.stats && 'expected' in report.stats) {
    // Playwright: a flaky test passed on retry; count it as passed but name it.
    passed = report.stats.expected + report.stats.flaky;
    failed = report.stats.unexpected;
    skipped = report.stats.skipped;
    if (report.stats.flaky) rows.push(`  ${name}: ${report.stats.flaky} flaky (passed on retry)`);
    playwrightFailures(report.suites);
  } else {
    passed = report.numPassedTests ?? 0;
    // A file whose hooks failed (an afterAll that threw) fails with every test passed; an
    // unhandled error fails the run without failing a file. Both are failures of the run.
    const failedFiles = (report.testResults ?? []).filter(
      (result) =>
        result.status === 'failed' && !(result.assertionResults ?? []).some((test) => test.status === 'failed'),
    ).length;
    failed = (report.numFailedTests ?? 0) + Math.max(failedFiles, report.numRuntimeErrorTestSuites ?? 0);
    if (failedFiles) rows.push(`  ${name}: ${failedFiles} file(s) failed outside their tests (a hook or a load error)`);
    if (report.success === false && failed === 0) {
      failed = 1;
      rows.push(`  ${name}: the run failed outside any test (an unhandled error)`);
    }
    skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      const file = result.name.replace(/^.*?\/(src|tests)\//, '$1/');
      for (const test of result.assertionResults ?? []) {
        if (test.status === 'failed') {
          failures.push(`  ${name} ${file} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`);
        }
      }
      if (result.status === 'failed' && !(result.assertionResults ?? []).some((test) => test.status === 'failed')) {
        failures.push(`  ${name} ${file}: ${firstLine(result.message)}`);
      }
    }
  }
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  rows.push(`  ${name.padEnd(12)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

console.log('\nTest summary');
for (const row of rows) console.log(row);
if (failures.length) {
  console.log('Failed:');
  for (const failure of failures) console.log(failure);
}
console.log(
  `Tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
