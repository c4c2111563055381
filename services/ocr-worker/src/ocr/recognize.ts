import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Tesseract from 'tesseract.js';
import { pgm } from './preprocess.js';
import type { WordBox } from './word-box.js';

const require = createRequire(import.meta.url);

/** A word as tesseract read it, with its confidence (0-100) and where it sits. */
export interface RecognizedWord {
  text: string;
  confidence: number;
  box: WordBox;
}

export interface RecognizedPage {
  text: string;
  words: RecognizedWord[];
}

export interface Recognizer {
  recognize(image: Buffer): Promise<RecognizedPage>;
  close(): Promise<void>;
}

/**
 * The LSTM-only "best_int" English model from the npm package, read from disk: without `langPath`
 * tesseract.js would fetch it from a CDN, and with its default cache it writes into the cwd.
 */
export function englishLangPath(): string {
  return join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
}

const PAGE_SEGMENTATION_AUTO = '3' as Tesseract.PSM;

function wordsOf(page: Tesseract.Page): RecognizedWord[] {
  const words: RecognizedWord[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const { text, confidence, bbox } of line.words)
          words.push({ text, confidence, box: { left: bbox.x0, top: bbox.y0, right: bbox.x1, bottom: bbox.y1 } });
      }
    }
  }
  return words;
}

/**
 * A page of printed text (assets/warm-up.png, shipped with the package: the service image has no
 * fonts to draw one), given as the jobs give theirs. A fresh worker's first recognitions run
 * tesseract's WebAssembly before V8 has optimised it: about 1 s of extra CPU spread over its first
 * dozen jobs, and 2x slower ones. Reading a real page once at start-up takes that cost before the
 * worker is ready (a tiny image did not: it never reaches the hot code).
 */
async function warmUpImage(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const png = await readFile(new URL('../../assets/warm-up.png', import.meta.url));
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return pgm(data, info.width, info.height);
}

/** Tesseract's init-only settings that leave out its dictionary and frequent-word lists. */
const WITHOUT_WORD_LISTS = { load_system_dawg: '0', load_freq_dawg: '0' };

/**
 * One tesseract.js scheduler of `workers` workers, created once per process and warmed before it
 * takes jobs; recognitions queue on it, so callers may run several at a time.
 */
export async function createRecognizer({ workers }: { workers: number }): Promise<Recognizer> {
  const scheduler = Tesseract.createScheduler();
  const langPath = englishLangPath();
  const warm = await warmUpImage();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      const worker = await Tesseract.createWorker(
        'eng',
        Tesseract.OEM.LSTM_ONLY,
        { langPath, gzip: true, cacheMethod: 'none' },
        // Without its word lists tesseract reads the letters drawn: with them it pulls a
        // misspelling toward the word meant ("Wierd" read "Weird"), which then looks clean.
        WITHOUT_WORD_LISTS,
      );
      // psm 3 (automatic) finds separate text blocks on artwork and is about 2x faster than psm 6.
      await worker.setParameters({ tessedit_pageseg_mode: PAGE_SEGMENTATION_AUTO, user_defined_dpi: '300' });
      await worker.recognize(warm);
      scheduler.addWorker(worker);
    }),
  );
  return {
    async recognize(image) {
      const result = await scheduler.addJob('recognize', image, {}, { blocks: true, text: true });
      return { text: result.data.text, words: wordsOf(result.data) };
    },
    async close() {
      await scheduler.terminate();
    },
  };
}
