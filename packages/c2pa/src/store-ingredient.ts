import { embeddedStoreOf, storeOffsetOf, storeRangesOf, type Ranges } from './manifest-layout.js';
import { standInFor } from './stand-ins.js';
import { c2paEntryOf, tiffCarrying, tiffFirstIfdOfFile, tiffStandInFor } from './tiff-layout.js';
import { activeDataHashOf, keptRanges, readRanges, sha256Of } from './transplant.js';
import { excludedOfChunk, storeOfChunk, webpCarrying, webpLayoutOfFile, webpStandIn } from './webp-layout.js';
import { c2paLibrary } from './wasm.js';

/** A manifest store to make a parent ingredient of, without c2pa-rs reading the file it came in. */
export interface StoreIngredient {
  /** The store (JUMBF), as the ingredient's `manifest_data`. */
  jumbf: Buffer;
  activeManifest: string;
  /** What c2pa-rs found of the store, with its data hash checked against the file itself. */
  validationResults: ValidationResults;
  /** The sha256 of the file without the ranges its hard binding excludes, as read to check it. */
  fileHash: Buffer;
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
 * The manifest store a large JPEG or GIF carries (a generator's Content Credentials), as a parent
 * ingredient c2pa-rs can take without the file: c2pa-rs holds a whole JPEG to read it (some 4.5
 * times its size). Its APP11 segments (a GIF's C2PA_GIF extension) are read from the headers, and
 * c2pa-rs reads them on a one-pixel stand-in, where everything of the store is checked (claim,
 * signature, assertions) but its data hash, which fails there; that hash is checked here instead,
 * against the file streamed without the store (the range the hard binding excludes), and only
 * then recorded as a match. A file whose bytes do not match its store keeps the failure in the
 * ingredient, as c2pa-rs would have recorded it. Undefined when the file carries no store.
 */
export async function placedStoreIngredient(
  path: string,
  size: number,
  mimeType: 'image/jpeg' | 'image/gif',
): Promise<StoreIngredient | undefined> {
  const ranges = storeRangesOf(path, mimeType, size);
  if (ranges.length === 0) return undefined;
  // A JPEG's store may come in several runs of segments (storeRangesOf keeps one store's); a GIF
  // has one extension per store.
  if (mimeType === 'image/gif' && ranges.length > 1)
    throw new Error('a GIF with more than one C2PA_GIF extension is delivered as uploaded');
  const segments: Buffer[] = [];
  for await (const chunk of readRanges(path, ranges)) segments.push(chunk);
  const standIn = standInFor(mimeType, path);
  // A GIF's stand-in has the original's head, so the store goes at the same byte in both.
  const at = storeOffsetOf(path, mimeType);
  const carrier = Buffer.concat([standIn.subarray(0, at), ...segments, standIn.subarray(at)]);
  const { jumbf } = embeddedStoreOf(carrier, mimeType);
  return ingredientOf({ jumbf, carrier, mimeType, path, kept: keptRanges(size, ranges) });
}

/**
 * The same for a large TIFF: its store is where its first IFD's C2PA entry says, read on the TIFF
 * stand-in, and its data hash checked against the file without the two ranges a TIFF's hard
 * binding excludes (that entry's count field and the store). Undefined when it has no store.
 */
export async function tiffStoreIngredient(path: string, size: number): Promise<StoreIngredient | undefined> {
  const entry = c2paEntryOf(tiffFirstIfdOfFile(path, size));
  if (!entry) return undefined;
  const store: [number, number] = [entry.offset, entry.offset + entry.length];
  if (entry.length === 0 || store[1] > size) throw new Error('the TIFF’s C2PA entry points outside the file');
  const chunks: Buffer[] = [];
  for await (const chunk of readRanges(path, [store])) chunks.push(chunk);
  const jumbf = Buffer.concat(chunks);
  const carrier = tiffCarrying(tiffStandInFor(path, size), jumbf);
  const excluded: Ranges = [entry.countExcluded, store];
  return ingredientOf({ jumbf, carrier, mimeType: 'image/tiff', path, kept: keptRanges(size, excluded) });
}

/**
 * The same for a large WebP: its store is its `C2PA` chunk, read on the WebP stand-in, and its data
 * hash checked against the file without that chunk. Undefined when it has no store.
 */
export async function webpStoreIngredient(path: string, size: number): Promise<StoreIngredient | undefined> {
  const { stores } = webpLayoutOfFile(path, size);
  const [store, ...others] = stores;
  if (!store) return undefined;
  if (others.length > 0) throw new Error('a WebP with more than one C2PA chunk is delivered as uploaded');
  const chunk: Buffer[] = [];
  for await (const part of readRanges(path, [store])) chunk.push(part);
  const bytes = Buffer.concat(chunk);
  const jumbf = storeOfChunk(bytes, [0, bytes.length]);
  const carrier = webpCarrying(webpStandIn(), jumbf);
  const excluded = excludedOfChunk(store, jumbf.length);
  return ingredientOf({ jumbf, carrier, mimeType: 'image/webp', path, kept: keptRanges(size, [excluded]) });
}

/** c2pa-rs's reading of a store on its stand-in, with the data hash checked on the file's `kept` bytes. */
async function ingredientOf({
  jumbf,
  carrier,
  mimeType,
  path,
  kept,
}: {
  jumbf: Buffer;
  carrier: Buffer;
  mimeType: string;
  path: string;
  kept: Ranges;
}): Promise<StoreIngredient> {
  const { WasmReader } = c2paLibrary();
  const reader = await WasmReader.fromBytes(mimeType, carrier);
  let store: { active_manifest?: string; validation_results?: ValidationResults };
  try {
    store = JSON.parse(reader.json()) as typeof store;
  } finally {
    reader.free();
  }
  if (!store.active_manifest || !store.validation_results) throw new Error('the file’s store has no active manifest');

  const fileHash = await sha256Of(path, kept);
  const holds = activeDataHashOf(jumbf).includes(fileHash);
  return {
    jumbf,
    activeManifest: store.active_manifest,
    validationResults: holds ? withDataHashMatched(store.validation_results) : store.validation_results,
    fileHash,
  };
}

/**
 * The stand-in's data hash failures, checked on the file itself, recorded as the matches they are:
 * one per assertion (on a TIFF stand-in its hash and its excluded ranges each fail).
 */
function withDataHashMatched(results: ValidationResults): ValidationResults {
  const active = results.activeManifest ?? {};
  const mismatches = [
    ...new Map(
      (active.failure ?? [])
        .filter((status) => status.code === DATA_HASH_MISMATCH)
        .map((status) => [status.url, status] as const),
    ).values(),
  ];
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
