import { createHash } from 'node:crypto';
import {
  c2paEntryOf,
  firstIfdOffsetBytes,
  firstIfdWithStore,
  tiffFirstIfdOf,
  tiffFirstIfdOfFile,
  withoutOwnStore,
} from './tiff-layout.js';
import { exclusionStart, patchStore, readRanges, sha256, writeAll, type MovedStoreInput } from './transplant.js';

/**
 * A large TIFF signed as it streams, as transplant.ts does for PNG and JPEG: every byte of the
 * original stays where it is but the header's pointer to the first IFD, which now points at a copy
 * of it written after the file's end with the C2PA entry added, and the store after that copy
 * (tiff-layout.ts). The stand-in's data hash, the starts of its two excluded ranges (the C2PA
 * entry's count field and the store), the claim's reference and the signature are made right for
 * that layout. A TIFF with a store of its own (a generator's) loses it: the caller has made its
 * manifest the new one's ingredient (store-ingredient.ts).
 */
export async function transplantTiffManifest(
  input: MovedStoreInput,
): Promise<{ sizeBytes: number; storeCheck: Buffer }> {
  const { signedStandIn, original } = input;
  const standInIfd = tiffFirstIfdOf(signedStandIn);
  const standInStore = c2paEntryOf(standInIfd);
  if (!standInStore) throw new Error('the stand-in has no C2PA entry');
  const { length } = standInStore;
  const storeEnd = standInStore.offset + length;
  if (storeEnd !== signedStandIn.length) throw new Error('the stand-in keeps its manifest elsewhere');
  const [standInCountAt, standInCountEnd] = standInStore.countExcluded;
  // The stand-in's hard binding excludes its count field and its store: hashing it so must give
  // the hash its manifest holds, which replaceOnce finds, or the layout is not what this expects.
  const standInHash = sha256(
    signedStandIn.subarray(0, standInCountAt),
    signedStandIn.subarray(standInCountEnd, standInStore.offset),
  );

  const { ifd, size } = withoutOwnStore(tiffFirstIfdOfFile(original.path, original.size), original.size);
  if (ifd.kind.big !== standInIfd.kind.big) throw new Error('the stand-in is not the same kind of TIFF');
  const layout = firstIfdWithStore(ifd, size, length);
  const header = firstIfdOffsetBytes(ifd, layout.at);
  const { firstIfdAt } = ifd.kind;
  const padding = Buffer.alloc(layout.at - size);
  const [countAt, countEnd] = layout.countExcluded;
  async function* withoutStore(): AsyncGenerator<Buffer> {
    yield* readRanges(original.path, [[0, firstIfdAt]]);
    yield header;
    yield* readRanges(original.path, [[firstIfdAt + header.length, size]]);
    yield padding;
  }
  const hash = createHash('sha256');
  for await (const chunk of withoutStore()) hash.update(chunk);
  hash.update(layout.bytes.subarray(0, countAt - layout.at));
  hash.update(layout.bytes.subarray(countEnd - layout.at));
  const originalHash = hash.digest();

  const jumbf = Buffer.from(signedStandIn.subarray(standInStore.offset, storeEnd));
  patchStore(
    jumbf,
    [
      { old: standInHash, replacement: originalHash, what: 'the data hash' },
      {
        old: exclusionStart(standInCountAt),
        replacement: exclusionStart(countAt),
        what: 'the count field’s exclusion',
      },
      {
        old: exclusionStart(standInStore.offset),
        replacement: exclusionStart(layout.storeAt),
        what: 'the store’s exclusion',
      },
    ],
    input.sign,
  );
  async function* output(): AsyncGenerator<Buffer> {
    yield* withoutStore();
    yield layout.bytes;
    yield jumbf;
  }
  const sizeBytes = await writeAll(input.outPath, output());

  // The copy as written, read again: its bytes but the two excluded ranges hash as its manifest says.
  const written = createHash('sha256');
  for await (const chunk of readRanges(input.outPath, [
    [0, countAt],
    [countEnd, layout.storeAt],
  ]))
    written.update(chunk);
  if (!written.digest().equals(originalHash) || sizeBytes !== layout.storeAt + length)
    throw new Error('the copy written does not hash as its manifest says');
  return {
    sizeBytes,
    // The stand-in carrying the moved store: c2pa-rs checks its claim, signature and assertions.
    storeCheck: Buffer.concat([signedStandIn.subarray(0, standInStore.offset), jumbf]),
  };
}
