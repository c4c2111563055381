#!/usr/bin/env node
// OCR accuracy bench: runs the worker's own analysis (services/ocr-worker/dist) on every
// development fixture: ../shared/fixtures/ocr, services/ocr-worker/fixtures/ocr-hard, ocr-scene and
// ocr-fonts, and prints image-level precision and recall of "flagged", the share of misspelled
// words named in the findings, the share of words read, and the time per image next to the native
// `tesseract` command on the same images (one process per image, one thread), when installed.
// Then a table of each set and of the tuning and checking halves of the sets that have them
//, side by side: a rule that only fits the images it was tuned on shows there.
//
//   pnpm turbo run build --filter=@shop/ocr-worker
//   node bench/ocr/accuracy.mjs [--verbose] [--set dev|hard|scene|fonts] [--half tune|check] [--default-malloc]
//     [--record <file.json>]
//
// --set and --half (each may be repeated or comma-separated) keep part of the images, to run it
// quickly; --verbose prints a line per image, and for every image that fails a target one more
// line with its truth, the text read and the findings (kind, word, readings, suggestions).
// --record writes every image's readings (both readers, every pass: what the judge was given) to a
// file, for bench/ocr/replay-judge.mjs to judge again in seconds after a change to the judge.
//
// Both sides run one image at a time on one recognition worker, so the ratio compares one
// pipeline worker with one tesseract process. Times are noisy on a shared machine.
// The analysis reads with both readers, as the worker does; --tesseract-only leaves
// the scene-text reader out, for comparison.
//
// The allocator decides how much of onnxruntime's per-image memory stays resident: the bench
// re-runs itself with the `ENV LD_PRELOAD` (jemalloc) and `ENV MALLOC_*` lines of
// services/ocr-worker/Dockerfile unless they are set already, and with the node flags of its CMD
// line, so it measures what the worker's image runs (bench/ocr/worker-runtime.mjs);
// --default-malloc keeps glibc's malloc, to measure the two side by side.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { workerMallocEnv, workerNodeFlags } from './worker-runtime.mjs';

const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const sets = [
  { name: 'dev', dir: process.env.OCR_FIXTURES_DIR ?? join(root, '..', 'shared', 'fixtures', 'ocr') },
  { name: 'hard', dir: join(root, 'services', 'ocr-worker', 'fixtures', 'ocr-hard') },
  { name: 'scene', dir: join(root, 'services', 'ocr-worker', 'fixtures', 'ocr-scene') },
  { name: 'fonts', dir: join(root, 'services', 'ocr-worker', 'fixtures', 'ocr-fonts') },
];

const normalize = (word) => word.normalize('NFC').replaceAll('’', "'").toLocaleLowerCase('en');

/** The fixtures of the chosen sets and halves (all when none is chosen), each with its set's name. */
export function loadFixtures({ setNames = [], halves = [] } = {}) {
  const unknown = setNames.filter((name) => !sets.some((set) => set.name === name));
  if (unknown.length)
    throw new Error(`unknown set ${unknown.join(', ')}: one of ${sets.map((set) => set.name).join(', ')}`);
  return sets
    .filter((set) => setNames.length === 0 || setNames.includes(set.name))
    .flatMap(({ name, dir }) =>
      JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).images.map((image) => ({
        ...image,
        set: name,
        path: join(dir, image.file),
      })),
    )
    .filter((fixture) => halves.length === 0 || halves.includes(fixture.half));
}

async function workerModules() {
  const dist = join(root, 'services', 'ocr-worker', 'dist', 'ocr');
  const load = (file) => import(pathToFileURL(join(dist, file)).href);
  const [analyze, decode, recognize, spellcheck, sceneText] = await Promise.all(
    ['analyze-image.js', 'decode.js', 'recognize.js', 'spellcheck.js', 'scene-text-reader.js'].map(load),
  );
  return { ...analyze, ...decode, ...recognize, ...spellcheck, ...sceneText };
}

/** Per-image outcomes and the totals; `log` gets one line per image when `verbose`. */
export async function measureAccuracy({
  log = (line) => process.stdout.write(`${line}\n`),
  verbose = false,
  tesseractOnly = false,
  record = false,
  setNames = [],
  halves = [],
} = {}) {
  const fixtures = loadFixtures({ setNames, halves });
  if (fixtures.length === 0) throw new Error('no fixture in the chosen sets and halves');
  const worker = await workerModules();
  const recognizer = await worker.createRecognizer({ workers: 1 });
  const sceneText = tesseractOnly ? undefined : await worker.createSceneTextReader();
  const analyze = worker.createImageAnalyzer({ recognizer, spell: await worker.loadSpellChecker(), sceneText });
  const outcomes = [];
  const recorded = [];
  // Models loaded, nothing read yet: what a worker holds while its queue is empty.
  const restMb = residentMb('VmRSS');
  let pipelineMs = 0;
  // The recognizer's workers are threads of this process, so its CPU is the pipeline's.
  let pipelineCpuMs = 0;
  try {
    for (const fixture of fixtures) {
      const bytes = readFileSync(fixture.path);
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      const analysis = await analyze(await worker.decodeImage(bytes));
      const ms = performance.now() - started;
      const cpu = process.cpuUsage(cpuBefore);
      pipelineMs += ms;
      pipelineCpuMs += (cpu.user + cpu.system) / 1000;
      const named = new Set(analysis.findings.map((finding) => normalize(finding.word)));
      const read = normalize(analysis.text);
      const outcome = {
        file: fixture.file,
        set: fixture.set,
        half: fixture.half,
        category: fixture.category,
        flagged: analysis.findings.length > 0,
        misspelledNamed: fixture.misspelledWords.filter((word) => named.has(normalize(word))).length,
        misspelled: fixture.misspelledWords.length,
        wordsRead: fixture.words.filter((word) => read.includes(normalize(word))).length,
        words: fixture.words.length,
        ms,
        cpuMs: (cpu.user + cpu.system) / 1000,
      };
      outcomes.push(outcome);
      if (record)
        recorded.push({
          file: fixture.file,
          set: fixture.set,
          half: fixture.half,
          category: fixture.category,
          misspelledWords: fixture.misspelledWords,
          findings: analysis.findings.map((finding) => finding.word),
          readings: analysis.readings,
        });
      if (verbose)
        log(
          `${fixture.file}: ${outcome.flagged ? 'flagged' : 'clean'} [${analysis.findings
            .map((finding) => `${finding.kind}:${finding.word}@${Math.round(finding.confidence)}`)
            .join(
              ' ',
            )}] read ${outcome.wordsRead}/${outcome.words} "${analysis.text.replace(/\s+/g, ' ').slice(0, 60)}" ` +
            `passes ${analysis.passes.join(',')} ${Math.round(ms)} ms`,
        );
      const failure = failureOf(fixture, analysis, named);
      if (verbose && failure) log(`  FAIL ${failure}`);
    }
  } finally {
    await recognizer.close();
  }
  const of = (category) => outcomes.filter((outcome) => outcome.category === category);
  const flaggedMisspelled = of('misspelled').filter((outcome) => outcome.flagged).length;
  const flaggedAll = outcomes.filter((outcome) => outcome.flagged).length;
  const sum = (list, key) => list.reduce((total, outcome) => total + outcome[key], 0);
  const totals = {
    images: outcomes.length,
    recall: flaggedMisspelled / of('misspelled').length,
    precision: flaggedAll === 0 ? 1 : flaggedMisspelled / flaggedAll,
    wordsNamed: sum(of('misspelled'), 'misspelledNamed') / sum(of('misspelled'), 'misspelled'),
    wordsRead: sum(outcomes, 'wordsRead') / sum(outcomes, 'words'),
    falseFlags: [...of('correct'), ...of('no-text')]
      .filter((outcome) => outcome.flagged)
      .map((outcome) => outcome.file),
    missed: of('misspelled')
      .filter((outcome) => !outcome.flagged)
      .map((outcome) => outcome.file),
    pipelineMsPerImage: pipelineMs / outcomes.length,
  };
  const pct = (share) => `${(share * 100).toFixed(0)}%`;
  log(
    `accuracy on ${totals.images} fixtures (${of('misspelled').length} misspelled, ${of('correct').length} correct, ${of('no-text').length} without text): ` +
      `recall ${pct(totals.recall)} (${flaggedMisspelled}/${of('misspelled').length}), precision ${pct(totals.precision)} (${flaggedMisspelled}/${flaggedAll}), ` +
      `misspelled words named ${pct(totals.wordsNamed)}, words read ${pct(totals.wordsRead)}`,
  );
  log(`  correct or empty images flagged: ${totals.falseFlags.length ? totals.falseFlags.join(', ') : 'none'}`);
  log(`  misspelled images missed: ${totals.missed.length ? totals.missed.join(', ') : 'none'}`);
  const cpuPerImage = pipelineCpuMs / outcomes.length;
  log(
    `  pipeline analysis (decode + passes, one recognition worker${tesseractOnly ? ', tesseract only' : ', both readers'}): ${Math.round(totals.pipelineMsPerImage)} ms per image, ` +
      `${Math.round(cpuPerImage)} ms CPU`,
  );
  for (const line of groupTable(outcomes)) log(line);
  const peakMb = residentMb('VmHWM');
  if (peakMb !== undefined)
    log(
      `  resident memory of this process (recognition worker included): ${restMb} MB at rest (models loaded), ${peakMb} MB at peak`,
    );
  const native = nativeTesseract(fixtures.map((fixture) => fixture.path));
  if (!native)
    log('  native tesseract: not installed (apt-get install -y tesseract-ocr, for the bench only) - no time ratio');
  else
    log(
      `  native tesseract CLI (one process per image, psm 3, one thread): ${Math.round(native.ms)} ms per image` +
        `${native.cpuMs === undefined ? '' : `, ${Math.round(native.cpuMs)} ms CPU`}; ratio pipeline / native = ${(totals.pipelineMsPerImage / native.ms).toFixed(2)}x wall` +
        `${native.cpuMs === undefined ? '' : `, ${(cpuPerImage / native.cpuMs).toFixed(2)}x CPU`}`,
    );
  return { outcomes, totals, nativeMsPerImage: native, recorded };
}

/**
 * Why an image misses the accuracy test's targets, with what it needs to be looked into (its truth,
 * the text read, the findings), or undefined when it meets them: a misspelled image not flagged,
 * or naming a word the image spells right; a misspelled word not named; a correct or empty image
 * flagged.
 */
export function failureOf(fixture, analysis, named) {
  const misspelled = new Set(fixture.misspelledWords.map(normalize));
  const reasons = [];
  if (fixture.category === 'misspelled') {
    if (analysis.findings.length === 0) reasons.push('not flagged');
    const wrong = [...named].filter((word) => !misspelled.has(word));
    if (wrong.length) reasons.push(`names words spelled right: ${wrong.join(', ')}`);
    const missed = fixture.misspelledWords.filter((word) => !named.has(normalize(word)));
    if (missed.length && analysis.findings.length) reasons.push(`misspelled words not named: ${missed.join(', ')}`);
    else if (missed.length) reasons.push(`misspelled words: ${missed.join(', ')}`);
  } else if (analysis.findings.length) reasons.push(`${fixture.category} image flagged`);
  if (!reasons.length) return undefined;
  const findings = analysis.findings.map(
    (finding) =>
      `${finding.kind}:${JSON.stringify(finding.word)}` +
      `${finding.readings?.length ? ` readings ${JSON.stringify(finding.readings)}` : ''}` +
      `${finding.suggestions?.length ? ` suggestions ${JSON.stringify(finding.suggestions)}` : ''}`,
  );
  return (
    `${fixture.file} ${fixture.category}${fixture.half ? `/${fixture.half}` : ''}: ${reasons.join('; ')} | ` +
    `truth ${JSON.stringify(fixture.lines)} | read ${JSON.stringify(analysis.text.replace(/\s+/g, ' ').trim())} | ` +
    `findings [${findings.join(', ')}]`
  );
}

/**
 * Each set's figures, and each half's of the sets that are split, one row per group: image
 * recall, correct and empty images flagged, misspelled words named, CPU per image.
 */
export function groupTable(outcomes) {
  const groups = [];
  for (const set of [...new Set(outcomes.map((outcome) => outcome.set))]) {
    const ofSet = outcomes.filter((outcome) => outcome.set === set);
    groups.push([set, ofSet]);
    for (const half of ['tune', 'check']) {
      const ofHalf = ofSet.filter((outcome) => outcome.half === half);
      if (ofHalf.length) groups.push([`${set}/${half}`, ofHalf]);
    }
  }
  const share = (part, whole) => (whole === 0 ? '-' : `${((part / whole) * 100).toFixed(0)}% (${part}/${whole})`);
  const rows = groups.map(([name, list]) => {
    const of = (category) => list.filter((outcome) => outcome.category === category);
    const flagged = (category) => of(category).filter((outcome) => outcome.flagged).length;
    const named = of('misspelled').reduce((total, outcome) => total + outcome.misspelledNamed, 0);
    const words = of('misspelled').reduce((total, outcome) => total + outcome.misspelled, 0);
    const cpu = list.reduce((total, outcome) => total + outcome.cpuMs, 0) / list.length;
    return [
      name,
      String(list.length),
      share(flagged('misspelled'), of('misspelled').length),
      share(flagged('correct'), of('correct').length),
      share(flagged('no-text'), of('no-text').length),
      share(named, words),
      `${Math.round(cpu)} ms`,
    ];
  });
  const header = ['set/half', 'images', 'recall', 'correct flagged', 'no-text flagged', 'words named', 'CPU/image'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `  ${cells.map((cell, i) => cell.padEnd(widths[i])).join('  ')}`.trimEnd();
  return ['  by set and half:', line(header), ...rows.map(line)];
}

/** This process's resident memory now (VmRSS) or at its peak (VmHWM), in MB; undefined without /proc. */
function residentMb(field) {
  try {
    const kb = new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return kb === undefined ? undefined : Math.round(Number(kb) / 1024);
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds (user + system) of this process's waited-for children so far (/proc/self/stat);
 * undefined where /proc is missing. Wall time is at the mercy of other tenants; CPU much less.
 */
export function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * The `tesseract` command on each image (one process per image, one thread): wall and CPU
 * milliseconds per image, or undefined when it is not installed.
 */
export function nativeTesseract(paths) {
  if (spawnSync('tesseract', ['--version']).status !== 0) return undefined;
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  for (const path of paths)
    execFileSync('tesseract', [path, '-', '-l', 'eng'], {
      stdio: ['ignore', 'ignore', 'ignore'],
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
  const cpuAfter = childrenCpuSeconds();
  return {
    ms: (performance.now() - started) / paths.length,
    cpuMs:
      cpuBefore === undefined || cpuAfter === undefined ? undefined : ((cpuAfter - cpuBefore) * 1000) / paths.length,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      verbose: { type: 'boolean', default: false },
      'tesseract-only': { type: 'boolean', default: false },
      'default-malloc': { type: 'boolean', default: false },
      set: { type: 'string', multiple: true, default: [] },
      half: { type: 'string', multiple: true, default: [] },
      record: { type: 'string' },
    },
  });
  const malloc = values['default-malloc'] ? {} : workerMallocEnv();
  const unset = Object.keys(malloc).filter((name) => process.env[name] !== malloc[name]);
  const flags = workerNodeFlags().filter((flag) => !process.execArgv.includes(flag));
  if (unset.length > 0 || flags.length > 0) {
    // glibc reads these once, at start, and V8 its flags: only a new process runs with them.
    const child = spawnSync(process.execPath, [...process.execArgv, ...flags, ...process.argv.slice(1)], {
      stdio: 'inherit',
      env: { ...process.env, ...malloc },
    });
    process.exit(child.status ?? 1);
  }
  const set = Object.entries(process.env).filter(([name]) => name.startsWith('MALLOC_') || name === 'LD_PRELOAD');
  process.stdout.write(
    `malloc: ${set.length ? set.map(([name, value]) => `${name}=${value}`).join(' ') : "glibc's defaults"}; ` +
      `node flags: ${process.execArgv.join(' ') || 'none'}\n`,
  );
  const list = (option) => option.flatMap((value) => value.split(',')).filter(Boolean);
  const { recorded } = await measureAccuracy({
    verbose: values.verbose,
    tesseractOnly: values['tesseract-only'],
    setNames: list(values.set),
    halves: list(values.half),
    record: values.record !== undefined,
  });
  if (values.record) {
    writeFileSync(values.record, JSON.stringify({ schema: 1, images: recorded }));
    process.stdout.write(`readings of ${recorded.length} images recorded in ${values.record}\n`);
  }
}
