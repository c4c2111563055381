import { createPrivateKey } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { COSE_RESERVE_BYTES, coseSign1 } from '@shop/c2pa/cose-sign1';
import { isStreamable, signsAsItStreams, storeRangesOf, type StreamableMimeType } from '@shop/c2pa/manifest-layout';
import { tiffStandInFor } from '@shop/c2pa/tiff-layout';
import { transplantTiffManifest } from '@shop/c2pa/tiff-transplant';
import { webpStandIn } from '@shop/c2pa/webp-layout';
import { transplantWebpManifest } from '@shop/c2pa/webp-transplant';
import { derChainOf } from '@shop/c2pa/signing-chain';
import { standInFor } from '@shop/c2pa/stand-ins';
import {
  placedStoreIngredient,
  type StoreIngredient,
  tiffStoreIngredient,
  webpStoreIngredient,
} from '@shop/c2pa/store-ingredient';
import { type MovedStoreInput, STAND_IN_HASH_MISMATCH, transplantManifest } from '@shop/c2pa/transplant';
import { c2paLibrary, withFileBlob } from '@shop/c2pa/wasm';

/**
 * The thread that signs one file: c2pa-rs reads and hashes the original synchronously and
 * writes the signed copy into its own memory, which WebAssembly never gives back. So each
 * copy is made on a thread of its own, ended after, and the service's memory returns to what it was.
 */
export interface SigningJob {
  /** The original, spooled to disk. */
  sourcePath: string;
  sizeBytes: number;
  mimeType: string;
  /** Where the signed copy is written. */
  outPath: string;
  /** The name the work is delivered under (the manifest's title). */
  title: string;
  shopName: string;
  /** PEM: the leaf's EC P-256 private key, and the chain from the leaf up. */
  keyPem: string;
  certsPem: string;
  /**
   * A PNG, JPEG, GIF, TIFF or WebP too large to sign in memory: c2pa-rs signs a small stand-in and its
   * manifest is moved into the original as it streams (@shop/c2pa/transplant, tiff-transplant,
   * webp-transplant), then read back.
   */
  streamed?: boolean;
}
export type SigningAnswer = { kind: 'signed'; parentManifest: boolean } | { kind: 'failed'; reason: string };

export const IPTC_TRAINED_ALGORITHMIC_MEDIA = 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia';
const PARENT_LABEL = 'original';
/** The parent's store, as a resource of the builder, when it is made from the store alone. */
const PARENT_STORE_ID = 'parent.c2pa';

/** Whether the original carries a manifest of its own (the generator's): only then is it the parent ingredient. */
async function hasManifest(job: SigningJob): Promise<boolean> {
  const { WasmReader } = c2paLibrary();
  try {
    const reader = await withFileBlob(job.sourcePath, job.sizeBytes, (file) => WasmReader.fromBlob(job.mimeType, file));
    try {
      return reader.activeLabel() !== undefined;
    } finally {
      reader.free();
    }
  } catch {
    return false; // no manifest, or one the library cannot read: the copy is signed without it
  }
}

/**
 * c2pa-rs reads the moved store on the stand-in it was made on: claim, signature and every
 * assertion must hold, and only the data hash fail (it is the original's now, which
 * transplantManifest checked against the copy as written). So a large copy is checked without
 * c2pa-rs reading it whole (its JPEG reader holds the file, some 4.5 times its size).
 */
async function assertMovedStoreValid(storeCheck: Buffer, mimeType: string): Promise<void> {
  const { WasmReader } = c2paLibrary();
  const reader = await WasmReader.fromBytes(mimeType, storeCheck);
  try {
    const store = JSON.parse(reader.json()) as {
      validation_results?: { activeManifest?: { failure?: { code: string }[] } };
    };
    // No trust list knows the install's own root: that is no fault of the copy (the buyer's reader says the same).
    const failures = (store.validation_results?.activeManifest?.failure ?? [])
      .map((status) => status.code)
      .filter((code) => code !== 'signingCredential.untrusted');
    // A TIFF's or WebP's store names where it sits in the file, so on the stand-in both its hash
    // and its excluded ranges fail, each as a data hash mismatch.
    if (failures.length === 0 || failures.some((code) => code !== STAND_IN_HASH_MISMATCH))
      throw new Error(
        `the moved manifest does not validate: ${failures.join(', ') || 'its data hash matched a stand-in'}`,
      );
  } finally {
    reader.free();
  }
}

type Builder = ReturnType<ReturnType<typeof c2paLibrary>['WasmBuilder']['fromJson']>;

/** Where the parent ingredient (the generator's manifest) comes from, if the original has one. */
type ParentSource = { kind: 'none' } | { kind: 'file' } | { kind: 'store'; ingredient: StoreIngredient };

/**
 * The parent of a file too large to sign in memory: its chunk, segment or IFD headers say whether
 * it carries a store. c2pa-rs reads a PNG as it streams, so a PNG's is read from the file; it
 * holds a whole JPEG, GIF, TIFF or WebP, so theirs is made from the store alone (@shop/c2pa/store-ingredient).
 */
async function largeFileParent(job: SigningJob): Promise<ParentSource> {
  if (job.mimeType === 'image/tiff') {
    // Its first IFD says (a damaged file throws here, and goes as uploaded).
    const ingredient = await tiffStoreIngredient(job.sourcePath, job.sizeBytes);
    return ingredient ? { kind: 'store', ingredient } : { kind: 'none' };
  }
  if (job.mimeType === 'image/webp') {
    // Its chunk headers say (a file that is no WebP, or runs past its RIFF, throws here).
    const ingredient = await webpStoreIngredient(job.sourcePath, job.sizeBytes);
    return ingredient ? { kind: 'store', ingredient } : { kind: 'none' };
  }
  if (!isStreamable(job.mimeType)) throw new Error(`${job.mimeType} cannot be signed streaming`);
  if (job.mimeType === 'image/jpeg' || job.mimeType === 'image/gif') {
    const ingredient = await placedStoreIngredient(job.sourcePath, job.sizeBytes, job.mimeType);
    return ingredient ? { kind: 'store', ingredient } : { kind: 'none' };
  }
  if (storeRangesOf(job.sourcePath, job.mimeType, job.sizeBytes).length === 0) return { kind: 'none' };
  return (await hasManifest(job)) ? { kind: 'file' } : { kind: 'none' };
}

/** The original's own manifest, added to `builder` as the parent ingredient. */
async function addParent(builder: Builder, job: SigningJob, parent: ParentSource): Promise<void> {
  const definition = { title: job.title, relationship: 'parentOf', label: PARENT_LABEL };
  if (parent.kind === 'file')
    await withFileBlob(job.sourcePath, job.sizeBytes, (file) =>
      builder.addIngredientFromBlob(JSON.stringify(definition), job.mimeType, file),
    );
  if (parent.kind === 'store') {
    const { jumbf, activeManifest, validationResults } = parent.ingredient;
    const storePath = join(dirname(job.outPath), 'parent.c2pa');
    writeFileSync(storePath, jumbf);
    await withFileBlob(storePath, jumbf.length, async (store) => builder.addResourceFromBlob(PARENT_STORE_ID, store));
    builder.addIngredient(
      JSON.stringify({
        ...definition,
        format: job.mimeType,
        active_manifest: activeManifest,
        validation_results: validationResults,
        manifest_data: { format: 'application/c2pa', identifier: PARENT_STORE_ID },
      }),
    );
  }
}

async function signCopy(job: SigningJob): Promise<SigningAnswer> {
  const { WasmBuilder } = c2paLibrary();
  const key = createPrivateKey(job.keyPem);
  const chain = derChainOf(job.certsPem);
  if (chain.length === 0) throw new Error('no certificate in C2PA_SIGNING_CERTS');
  const parent: ParentSource = job.streamed
    ? await largeFileParent(job)
    : (await hasManifest(job))
      ? { kind: 'file' }
      : { kind: 'none' };
  const parentManifest = parent.kind !== 'none';
  const shop = { name: job.shopName };
  const builder = WasmBuilder.fromJson(
    JSON.stringify({
      claim_generator_info: [shop],
      title: job.title,
      format: job.mimeType,
      assertions: [
        {
          label: 'c2pa.actions.v2',
          data: {
            actions: [
              {
                // The work as the generator made it is opened; one without credentials is created here.
                action: parentManifest ? 'c2pa.opened' : 'c2pa.created',
                digitalSourceType: IPTC_TRAINED_ALGORITHMIC_MEDIA,
                softwareAgent: shop,
                ...(parentManifest ? { parameters: { ingredientIds: [PARENT_LABEL] } } : {}),
              },
            ],
          },
        },
      ],
    }),
  );
  try {
    await addParent(builder, job, parent);
    const signedFrom = (path: string, size: number) =>
      withFileBlob(path, size, (file) =>
        builder.sign(
          {
            alg: 'es256',
            reserveSize: COSE_RESERVE_BYTES,
            sign: async (claim) => coseSign1(claim, key, chain),
          },
          [],
          job.mimeType,
          file,
        ),
      );
    if (!job.streamed) {
      writeFileSync(job.outPath, await signedFrom(job.sourcePath, job.sizeBytes));
      return { kind: 'signed', parentManifest };
    }
    const { mimeType } = job;
    if (!signsAsItStreams(mimeType)) throw new Error(`${mimeType} cannot be signed streaming`);
    const standIn =
      mimeType === 'image/tiff'
        ? tiffStandInFor(job.sourcePath, job.sizeBytes)
        : mimeType === 'image/webp'
          ? webpStandIn()
          : standInFor(mimeType, job.sourcePath);
    const standInPath = join(dirname(job.outPath), 'stand-in');
    writeFileSync(standInPath, standIn);
    const moving = {
      signedStandIn: Buffer.from(await signedFrom(standInPath, standIn.length)),
      original: { path: job.sourcePath, size: job.sizeBytes },
      outPath: job.outPath,
      sign: (claim: Uint8Array) => coseSign1(claim, key, chain),
    };
    const { storeCheck } = await moveStore(mimeType, moving, parent);
    await assertMovedStoreValid(storeCheck, job.mimeType);
    return { kind: 'signed', parentManifest };
  } finally {
    builder.free();
  }
}

/** The stand-in's store moved into the original, by the format's own layout. */
function moveStore(
  mimeType: StreamableMimeType | 'image/tiff' | 'image/webp',
  moving: MovedStoreInput,
  parent: ParentSource,
): Promise<{ storeCheck: Buffer }> {
  if (mimeType === 'image/tiff') return transplantTiffManifest(moving);
  if (mimeType === 'image/webp') return transplantWebpManifest(moving);
  // A JPEG's or GIF's store ingredient hashed the file without its store already: the same bytes
  // the copy's hard binding covers. (A TIFF's or WebP's new layout hashes other bytes: a new header.)
  const withoutStoresHash = parent.kind === 'store' ? parent.ingredient.fileHash : undefined;
  return transplantManifest({ ...moving, mimeType, ...(withoutStoresHash && { withoutStoresHash }) });
}

const job = workerData as SigningJob;
let answer: SigningAnswer;
try {
  answer = await signCopy(job);
} catch (error) {
  answer = { kind: 'failed', reason: String(error).slice(0, 500) };
}
parentPort?.postMessage(answer);
