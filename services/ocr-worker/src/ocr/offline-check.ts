import { readFile } from 'node:fs/promises';
import { createImageAnalyzer } from './analyze-image.js';
import { decodeImage } from './decode.js';
import { createRecognizer } from './recognize.js';
import { createSceneTextReader } from './scene-text-reader.js';
import { loadSpellChecker } from './spellcheck.js';

/**
 * `node dist/ocr/offline-check.js <image>`: starts the OCR engine (both readers) as the worker does and prints
 * the analysis as JSON. The offline test runs it with no network at all.
 */
const path = process.argv[2];
if (!path) throw new Error('usage: offline-check <image>');
const recognizer = await createRecognizer({ workers: 1 });
try {
  const sceneText = await createSceneTextReader();
  const analysis = await createImageAnalyzer({ recognizer, spell: await loadSpellChecker(), sceneText })(
    await decodeImage(await readFile(path)),
  );
  process.stdout.write(`${JSON.stringify(analysis)}\n`);
} finally {
  await recognizer.close();
}
