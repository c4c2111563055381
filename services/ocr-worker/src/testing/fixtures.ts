import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const FixtureSchema = z.object({
  file: z.string(),
  category: z.enum(['correct', 'misspelled', 'no-text']),
  hasText: z.boolean(),
  words: z.array(z.string()),
  misspelledWords: z.array(z.string()),
  format: z.string(),
  width: z.number(),
  height: z.number(),
  /** The font set's split: rules are tuned on one half and checked on the other. */
  half: z.enum(['tune', 'check']).optional(),
});
export type OcrFixtureSetName = 'dev' | 'hard' | 'scene' | 'fonts';
export type OcrFixture = z.infer<typeof FixtureSchema> & { path: string; set: OcrFixtureSetName };
export type FontHalf = NonNullable<OcrFixture['half']>;

/** The repository root: the folder holding pnpm-workspace.yaml above this file. */
export function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('pnpm-workspace.yaml not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
  return dir;
}

/** ../shared sits beside the repository, here and in CI. */
export function ocrFixturesDir(): string {
  return process.env.OCR_FIXTURES_DIR ?? resolve(repoRoot(), '..', 'shared', 'fixtures', 'ocr');
}

/**
 * The harder set (tilted, thin fonts, busy backgrounds), kept in this repository with
 * its generator and specs: fixtures/ocr-hard/.
 */
export function hardOcrFixturesDir(): string {
  return resolve(repoRoot(), 'services', 'ocr-worker', 'fixtures', 'ocr-hard');
}

/**
 * The scene-text set (curved, perspective, neon, low-contrast and painterly artwork,
 * captions, numbers and place names): fixtures/ocr-scene/.
 */
export function sceneOcrFixturesDir(): string {
  return resolve(repoRoot(), 'services', 'ocr-worker', 'fixtures', 'ocr-scene');
}

/**
 * The font-variety set (300+ images in 43 npm font families, posters to chalkboards,
 * foreign words and names, generators' misspellings, letter-like art), split into a tuning and a
 * checking half: fixtures/ocr-fonts/.
 */
export function fontsOcrFixturesDir(): string {
  return resolve(repoRoot(), 'services', 'ocr-worker', 'fixtures', 'ocr-fonts');
}

const SET_DIRS: Record<OcrFixtureSetName, () => string> = {
  dev: ocrFixturesDir,
  hard: hardOcrFixturesDir,
  scene: sceneOcrFixturesDir,
  fonts: fontsOcrFixturesDir,
};

function loadSet(set: OcrFixtureSetName): OcrFixture[] {
  const dir = SET_DIRS[set]();
  const manifest = z
    .object({ images: z.array(FixtureSchema) })
    .parse(JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));
  return manifest.images.map((image) => ({ ...image, set, path: join(dir, image.file) }));
}

/**
 * The fixtures of `sets`, in that order; file names are unique across them. By default the shared
 * development set, then the harder and the scene sets: the font set joins a test by name.
 */
export function loadOcrFixtures(sets: readonly OcrFixtureSetName[] = ['dev', 'hard', 'scene']): OcrFixture[] {
  return sets.flatMap(loadSet);
}
