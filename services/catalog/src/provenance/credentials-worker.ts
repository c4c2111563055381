import { parentPort } from 'node:worker_threads';
import { c2paLibrary, withFileBlob } from '@shop/c2pa/wasm';

/**
 * The thread that reads originals' Content Credentials: c2pa-rs reads and hashes the whole
 * file synchronously (16 MiB at a time), about 1.5 s for 200 MB here, which on the catalog's own
 * thread would stall every request meanwhile. One read at a time, in order.
 */
export type WorkerRequest = {
  id: number;
  source: { path: string; sizeBytes: number } | { bytes: Uint8Array };
  mimeType: string;
};
export type WorkerAnswer = { id: number; kind: 'json'; json: string } | { id: number; kind: 'failed'; reason: string };

async function read({ source, mimeType }: WorkerRequest): Promise<string> {
  const { WasmReader } = c2paLibrary();
  const reader =
    'bytes' in source
      ? await WasmReader.fromBytes(mimeType, source.bytes)
      : await withFileBlob(source.path, source.sizeBytes, (file) => WasmReader.fromBlob(mimeType, file));
  try {
    return reader.json();
  } finally {
    reader.free();
  }
}

let queue: Promise<unknown> = Promise.resolve();
parentPort?.on('message', (request: WorkerRequest) => {
  queue = queue.then(async () => {
    let answer: WorkerAnswer;
    try {
      answer = { id: request.id, kind: 'json', json: await read(request) };
    } catch (error) {
      answer = { id: request.id, kind: 'failed', reason: String(error) };
    }
    parentPort?.postMessage(answer);
  });
});
