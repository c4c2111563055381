import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Tesseract from 'tesseract.js';

const require = createRequire(import.meta.url);

/** A word as tesseract read it, with its confidence (0-100). */
export interface RecognizedWord {
  text: string;
  confidence: number;
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
        for (const word of line.words) words.push({ text: word.text, confidence: word.confidence });
      }
    }
  }
  return words;
}

/** A tiny image with one word: the first recognitions of a fresh worker are 2-3x slower. */
async function warmUpImage(): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="100%" height="100%" fill="#fff"/><text x="10" y="55" font-family="DejaVu Sans" font-size="40">Warm up</text></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

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
      const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
        langPath,
        gzip: true,
        cacheMethod: 'none',
      });
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
