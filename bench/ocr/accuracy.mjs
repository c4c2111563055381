#!/usr/bin/env node
// OCR accuracy bench: runs the worker's own analysis (services/ocr-worker/dist) on every
// development fixture: ../shared/fixtures/ocr, services/ocr-worker/fixtures/ocr-hard and ocr-scene,
// and prints image-level precision and recall of "flagged", the share of misspelled words named
// in the findings, the share of words read, and the time per image next to the native
// `tesseract` command on the same images (one process per image, one thread), when installed.
//
//   pnpm turbo run build --filter=@shop/ocr-worker
//   node bench/ocr/accuracy.mjs [--verbose]
//
// Both sides run one image at a time on one recognition worker, so the ratio compares one
// pipeline worker with one tesseract process. Times are noisy on a shared machine.
// The analysis reads with both readers, as the worker does (issue #23); --tesseract-only leaves
// the scene-text reader out, for comparison.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
const sets = [
  process.env.OCR_FIXTURES_DIR ?? join(root, '..', 'shared', 'fixtures', 'ocr'),
  join(root, 'services', 'ocr-worker', 'fixtures', 'ocr-hard'),
  join(root, 'services', 'ocr-worker', 'fixtures', 'ocr-scene'),
];

const normalize = (word) => word.normalize('NFC').replaceAll('’', "'").toLocaleLowerCase('en');

function loadFixtures() {
  return sets.flatMap((dir) =>
    JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')).images.map((image) => ({
      ...image,
      path: join(dir, image.file),
    })),
  );
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
} = {}) {
  const fixtures = loadFixtures();
  const worker = await workerModules();
  const recognizer = await worker.createRecognizer({ workers: 1 });
  const sceneText = tesseractOnly ? undefined : await worker.createSceneTextReader();
  const analyze = worker.createImageAnalyzer({ recognizer, spell: worker.createSpellChecker(), sceneText });
  const outcomes = [];
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
        category: fixture.category,
        flagged: analysis.findings.length > 0,
        misspelledNamed: fixture.misspelledWords.filter((word) => named.has(normalize(word))).length,
        misspelled: fixture.misspelledWords.length,
        wordsRead: fixture.words.filter((word) => read.includes(normalize(word))).length,
        words: fixture.words.length,
        ms,
      };
      outcomes.push(outcome);
      if (verbose)
        log(
          `${fixture.file}: ${outcome.flagged ? 'flagged' : 'clean'} [${analysis.findings
            .map((finding) => `${finding.kind}:${finding.word}@${Math.round(finding.confidence)}`)
            .join(
              ' ',
            )}] read ${outcome.wordsRead}/${outcome.words} "${analysis.text.replace(/\s+/g, ' ').slice(0, 60)}" ` +
            `passes ${analysis.passes.join(',')} ${Math.round(ms)} ms`,
        );
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
  return { outcomes, totals, nativeMsPerImage: native };
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
    },
  });
  await measureAccuracy({ verbose: values.verbose, tesseractOnly: values['tesseract-only'] });
}
