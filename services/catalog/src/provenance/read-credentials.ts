import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { carriesNoStore } from '@shop/c2pa/store-presence';
import type { WorkerAnswer, WorkerRequest } from './credentials-worker.js';
import { summarizeManifestStore, type ProvenanceSummary } from './provenance-summary.js';

/** An original's Content Credentials: the summary shown, and the manifest store kept whole. */
export interface ContentCredentials {
  summary: ProvenanceSummary;
  /** The manifest store as c2pa-rs's JSON, with its validation results. */
  manifestStore: Record<string, unknown>;
}

/** Where the original's bytes are: a file on disk (read range by range), or bytes in memory. */
export type OriginalSource = WorkerRequest['source'];

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
 * A generator's manifest store is a few KB of JSON (its thumbnails are binary resources, not in
 * it); one of megabytes is not kept, so a crafted file cannot fill the table or the answers.
 */
export const MAX_MANIFEST_STORE_CHARS = 2_000_000;

type Pending = Map<number, (answer: WorkerAnswer) => void>;
let worker: { thread: Worker; pending: Pending } | undefined;
let nextId = 0;

/** The reading thread, started on the first read; a thread that died is replaced on the next. */
function readingThread(): { thread: Worker; pending: Pending } {
  if (worker) return worker;
  const file = new URL(`./credentials-worker${extname(fileURLToPath(import.meta.url))}`, import.meta.url);
  const thread = new Worker(file);
  const pending: Pending = new Map();
  const current = { thread, pending };
  const fail = (reason: string) => {
    if (worker === current) worker = undefined;
    for (const [id, settle] of pending) settle({ id, kind: 'failed', reason });
    pending.clear();
  };
  thread.on('message', (answer: WorkerAnswer) => {
    pending.get(answer.id)?.(answer);
    pending.delete(answer.id);
    if (pending.size === 0) thread.unref();
  });
  thread.on('error', (error) => fail(`the reading thread failed: ${String(error)}`));
  thread.on('exit', (code) => fail(`the reading thread stopped (${code})`));
  // An idle reader never keeps the catalog from stopping (a read under way does).
  thread.unref();
  worker = current;
  return current;
}

/** Reads the original's Content Credentials off the catalog's thread; never throws for what the file holds. */
export async function readContentCredentials(source: OriginalSource, mimeType: string): Promise<CredentialsReading> {
  // Most originals carry none; a walk of their headers says so without c2pa-rs reading every byte.
  if ('path' in source && carriesNoStore(source.path, mimeType, source.sizeBytes)) return { kind: 'none' };
  const { thread, pending } = readingThread();
  const id = nextId++;
  const answer = await new Promise<WorkerAnswer>((resolve) => {
    pending.set(id, resolve);
    thread.ref();
    thread.postMessage({ id, source, mimeType } satisfies WorkerRequest);
  });
  if (answer.kind === 'failed')
    return NO_MANIFEST.test(answer.reason)
      ? { kind: 'none' }
      : { kind: 'unreadable', reason: answer.reason.slice(0, 300) };
  if (answer.json.length > MAX_MANIFEST_STORE_CHARS)
    return { kind: 'unreadable', reason: `manifest store of ${answer.json.length} characters, over the limit` };
  const manifestStore = JSON.parse(answer.json) as Record<string, unknown>;
  const summary = summarizeManifestStore(manifestStore);
  return summary ? { kind: 'found', credentials: { summary, manifestStore } } : { kind: 'none' };
}
