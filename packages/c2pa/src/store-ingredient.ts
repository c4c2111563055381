import { createHash } from 'node:crypto';
import { embeddedStoreOf, storeRangesOf } from './manifest-layout.js';
import { standInFor } from './stand-ins.js';
import { activeDataHashOf, keptRanges, readRanges } from './transplant.js';
import { c2paLibrary } from './wasm.js';

/** A manifest store to make a parent ingredient of, without c2pa-rs reading the file it came in. */
export interface StoreIngredient {
  /** The store (JUMBF), as the ingredient's `manifest_data`. */
  jumbf: Buffer;
  activeManifest: string;
  /** What c2pa-rs found of the store, with its data hash checked against the file itself. */
  validationResults: ValidationResults;
}

interface ValidationStatus {
  code: string;
  url?: string;
  explanation?: string;
}
interface ValidationResults {
  activeManifest?: { success?: ValidationStatus[]; informational?: ValidationStatus[]; failure?: ValidationStatus[] };
  [other: string]: unknown;
}

const DATA_HASH_MISMATCH = 'assertion.dataHash.mismatch';

/**
 * The manifest store a large JPEG carries (a generator's Content Credentials), as a parent
 * ingredient c2pa-rs can take without the file: c2pa-rs holds a whole JPEG to read it (some 4.5
 * times its size). Its APP11 segments are read from the headers, and c2pa-rs reads them on a
 * one-pixel stand-in, where everything of the store is checked (claim, signature, assertions)
 * but its data hash, which fails there; that hash is checked here instead, against the file
 * streamed without the store (the range the hard binding excludes), and only then recorded as a
 * match. A file whose bytes do not match its store keeps the failure in the ingredient, as
 * c2pa-rs would have recorded it. Undefined when the file carries no store.
 */
export async function jpegStoreIngredient(path: string, size: number): Promise<StoreIngredient | undefined> {
  const ranges = storeRangesOf(path, 'image/jpeg', size);
  if (ranges.length === 0) return undefined;
  if (ranges.some(([start], index) => index > 0 && start !== ranges[index - 1]?.[1]))
    throw new Error('a JPEG with more than one run of C2PA segments is delivered as uploaded');
  const segments: Buffer[] = [];
  for await (const chunk of readRanges(path, ranges)) segments.push(chunk);
  const standIn = standInFor('image/jpeg');
  const carrier = Buffer.concat([standIn.subarray(0, 2), ...segments, standIn.subarray(2)]);
  const { jumbf } = embeddedStoreOf(carrier, 'image/jpeg');

  const { WasmReader } = c2paLibrary();
  const reader = await WasmReader.fromBytes('image/jpeg', carrier);
  let store: { active_manifest?: string; validation_results?: ValidationResults };
  try {
    store = JSON.parse(reader.json()) as typeof store;
  } finally {
    reader.free();
  }
  if (!store.active_manifest || !store.validation_results) throw new Error('the JPEG’s store has no active manifest');

  const hash = createHash('sha256');
  for await (const chunk of readRanges(path, keptRanges(size, ranges))) hash.update(chunk);
  const holds = activeDataHashOf(jumbf).includes(hash.digest());
  return {
    jumbf,
    activeManifest: store.active_manifest,
    validationResults: holds ? withDataHashMatched(store.validation_results) : store.validation_results,
  };
}

/** The stand-in's data hash failures, checked on the file itself, recorded as the matches they are. */
function withDataHashMatched(results: ValidationResults): ValidationResults {
  const active = results.activeManifest ?? {};
  const mismatches = (active.failure ?? []).filter((status) => status.code === DATA_HASH_MISMATCH);
  return {
    ...results,
    activeManifest: {
      ...active,
      failure: (active.failure ?? []).filter((status) => status.code !== DATA_HASH_MISMATCH),
      success: [
        ...(active.success ?? []),
        ...mismatches.map((status) => ({
          code: 'assertion.dataHash.match',
          ...(status.url ? { url: status.url } : {}),
          explanation: 'data hash valid',
        })),
      ],
    },
  };
}
