import { createHash } from 'node:crypto';
import {
  exclusionStart,
  keptRanges,
  patchStore,
  readRanges,
  sha256,
  writeAll,
  type MovedStoreInput,
} from './transplant.js';
import {
  excludedOfChunk,
  RIFF_HEADER_BYTES,
  riffHeader,
  storeChunk,
  storeOfChunk,
  webpLayoutOf,
  webpLayoutOfFile,
} from './webp-layout.js';

/**
 * A large WebP signed as it streams, as transplant.ts does for PNG and JPEG: the original's chunks
 * stay as they are and in order, the RIFF header's size grows by the store's chunk, and that chunk
 * goes after the last one (webp-layout.ts). The stand-in's data hash, the start of its excluded
 * range (the chunk), the claim's reference and the signature are made right for that layout. A
 * WebP with a store of its own (a generator's) loses its chunk: the caller has made its manifest
 * the new one's ingredient (store-ingredient.ts).
 */
export async function transplantWebpManifest(
  input: MovedStoreInput,
): Promise<{ sizeBytes: number; storeCheck: Buffer }> {
  const { signedStandIn, original } = input;
  const [standInStore, ...others] = webpLayoutOf(signedStandIn).stores;
  if (!standInStore || others.length > 0 || standInStore[1] !== signedStandIn.length)
    throw new Error('the stand-in keeps its manifest elsewhere');
  const [standInStart, standInEnd] = standInStore;
  const jumbf = storeOfChunk(signedStandIn, standInStore);
  // The stand-in's hard binding excludes its chunk but a pad byte: hashing it so must give the
  // hash its manifest holds, which replaceOnce finds, or the layout is not what this expects.
  const [, excludedEnd] = excludedOfChunk(standInStore, jumbf.length);
  const pad = signedStandIn.subarray(excludedEnd);
  const standInHash = sha256(signedStandIn.subarray(0, standInStart), pad);

  // The original's chunks but its own stores, after a header that counts the new chunk.
  const kept = keptRanges(original.size, [
    [0, RIFF_HEADER_BYTES],
    ...webpLayoutOfFile(original.path, original.size).stores,
  ]);
  const storeAt = kept.reduce((at, [start, end]) => at + end - start, RIFF_HEADER_BYTES);
  const sizeBytes = storeAt + (standInEnd - standInStart);
  const header = riffHeader(sizeBytes);
  async function* withoutStore(): AsyncGenerator<Buffer> {
    yield header;
    yield* readRanges(original.path, kept);
  }
  const hash = createHash('sha256');
  for await (const chunk of withoutStore()) hash.update(chunk);
  const originalHash = hash.update(pad).digest();

  patchStore(
    jumbf,
    [
      { old: standInHash, replacement: originalHash, what: 'the data hash' },
      { old: exclusionStart(standInStart), replacement: exclusionStart(storeAt), what: 'the store’s exclusion' },
    ],
    input.sign,
  );
  const chunk = storeChunk(jumbf);
  async function* output(): AsyncGenerator<Buffer> {
    yield* withoutStore();
    yield chunk;
  }
  const written = await writeAll(input.outPath, output());

  // The copy as written, read again: its bytes but the store hash to what the store says.
  const check = createHash('sha256');
  for await (const part of readRanges(input.outPath, [
    [0, storeAt],
    [sizeBytes - pad.length, sizeBytes],
  ]))
    check.update(part);
  if (!check.digest().equals(originalHash) || written !== sizeBytes)
    throw new Error('the copy written does not hash as its manifest says');
  return {
    sizeBytes,
    // The stand-in carrying the moved store: c2pa-rs checks its claim, signature and assertions.
    storeCheck: Buffer.concat([signedStandIn.subarray(0, standInStart), chunk]),
  };
}
