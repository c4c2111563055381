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
/** The stacks of unhandled errors, printed before the names (the names stay last). */
const stacks = [];

/** A test file's path from its package's src/ or tests/ on: "src/orders/orders.int.test.ts". */
const shortPath = (path) => path.replace(/^.*?\/(src|tests)\//, '$1/');

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

/**
 * How each workspace's test process ended when it failed (scripts/lib/test-workspaces.mjs writes
 * it), by workspace folder name: a crash, or an end that no test or error in the report explains.
 */
const exits = new Map(
  (existsSync(join(dir, 'exits')) ? readdirSync(join(dir, 'exits')) : [])
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, 'exits', file), 'utf8'))]),
);
/** The workspaces whose report shows a failed test, a failed file or an unhandled error. */
const explained = new Set();

/** The unhandled errors of a vitest run (vitest.shared.ts writes them), each with its stack. */
function unhandledErrors(name) {
  const file = join(dir, 'unhandled-errors', `${name}.json`);
  if (!existsSync(file)) return [];
  const errors = JSON.parse(readFileSync(file, 'utf8'));
  for (const error of errors) {
    if (error.test) error.test = shortPath(error.test);
    stacks.push(`  ${name}: ${error.stack ?? error.message}`);
  }
  return errors;
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
    // unhandled error fails the run without failing a file, and vitest's JSON report still says
    // success (vitest.shared.ts writes those errors beside it). All are failures of the run.
    const failedFiles = (report.testResults ?? []).filter(
      (result) =>
        result.status === 'failed' && !(result.assertionResults ?? []).some((test) => test.status === 'failed'),
    ).length;
    failed = (report.numFailedTests ?? 0) + Math.max(failedFiles, report.numRuntimeErrorTestSuites ?? 0);
    if (failedFiles) rows.push(`  ${name}: ${failedFiles} file(s) failed outside their tests (a hook or a load error)`);
    const unhandled = unhandledErrors(name);
    if (failed > 0 || report.success === false || unhandled.length > 0) explained.add(name);
    if ((explained.has(name) || exits.has(name)) && failed === 0) failed = 1;
    if (report.success === false && unhandled.length === 0)
      rows.push(`  ${name}: the run failed outside any test (an unhandled error)`);
    for (const error of unhandled)
      failures.push(`  ${name}: unhandled ${firstLine(error.message)}${error.test ? ` (during ${error.test})` : ''}`);
    skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const result of report.testResults ?? []) {
      const file = shortPath(result.name);
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

// A test process that failed with nothing in its report to say why (it crashed, or wrote no
// report): its last lines are all there is.
for (const [name, exit] of exits) {
  const report = existsSync(join(dir, `${name}.json`));
  if (!report) {
    totals.failed += 1;
    rows.push(`  ${name.padEnd(12)} no report: the test process ended first`);
  }
  if (explained.has(name)) continue;
  const how = exit.signal ? `on ${exit.signal}` : `with exit code ${exit.code}`;
  stacks.push(
    `  ${name}: the test process ended ${how}; its last lines:\n${exit.lastLines.map((line) => `    ${line}`).join('\n')}`,
  );
  failures.push(`  ${name}: the test process ended ${how} (its last lines above)`);
}

console.log('\nTest summary');
for (const row of rows) console.log(row);
if (stacks.length) {
  console.log('Unhandled errors and failed test processes:');
  for (const stack of stacks) console.log(stack);
}
if (failures.length) {
  console.log('Failed:');
  for (const failure of failures) console.log(failure);
}
console.log(
  `Tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
