import { c2paLibrary, withFileRange } from './c2pa-wasm.js';
import { summarizeManifestStore, type ProvenanceSummary } from './provenance-summary.js';

/** An original's Content Credentials: the summary shown, and the manifest store kept whole. */
export interface ContentCredentials {
  summary: ProvenanceSummary;
  /** The manifest store as c2pa-rs's JSON, with its validation results. */
  manifestStore: Record<string, unknown>;
}

/** Where the original's bytes are: a file on disk (read range by range), or bytes in memory. */
export type OriginalSource = { path: string; sizeBytes: number } | { bytes: Uint8Array };

/**
 * What reading gave: the credentials; `none` when the file carries no manifest (most files);
 * `unreadable` when the library could not read it (a damaged file, a type it does not know):
 * the upload goes on without credentials either way.
 */
export type CredentialsReading =
  { kind: 'found'; credentials: ContentCredentials } | { kind: 'none' } | { kind: 'unreadable'; reason: string };

/** c2pa-rs's errors for "this asset has no manifest", as the wasm build words them. */
const NO_MANIFEST = /JumbfNotFound|ProvenanceMissing|JumbfBoxNotFound/;

/**
 * The library reads one asset at a time: its WebAssembly memory is one, and reads one after
 * another keep it at the size of the largest single read.
 */
let queue: Promise<unknown> = Promise.resolve();

/** Reads the original's Content Credentials; never throws for what the file holds. */
export function readContentCredentials(source: OriginalSource, mimeType: string): Promise<CredentialsReading> {
  const run = queue.then(() => readNow(source, mimeType));
  queue = run.catch(() => undefined);
  return run;
}

async function readNow(source: OriginalSource, mimeType: string): Promise<CredentialsReading> {
  const { WasmReader } = c2paLibrary();
  let json: string;
  try {
    const reader =
      'bytes' in source
        ? await WasmReader.fromBytes(mimeType, source.bytes)
        : await withFileRange(source.path, source.sizeBytes, (file) =>
            WasmReader.fromBlob(mimeType, file as unknown as Blob),
          );
    try {
      json = reader.json();
    } finally {
      reader.free();
    }
  } catch (error) {
    const reason = String(error);
    return NO_MANIFEST.test(reason) ? { kind: 'none' } : { kind: 'unreadable', reason: reason.slice(0, 300) };
  }
  const manifestStore = JSON.parse(json) as Record<string, unknown>;
  const summary = summarizeManifestStore(manifestStore);
  return summary ? { kind: 'found', credentials: { summary, manifestStore } } : { kind: 'none' };
}
