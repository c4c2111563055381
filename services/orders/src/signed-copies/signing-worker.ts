import { createPrivateKey } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { COSE_RESERVE_BYTES, coseSign1 } from '@shop/c2pa/cose-sign1';
import { derChainOf } from '@shop/c2pa/signing-chain';
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
}
export type SigningAnswer = { kind: 'signed'; parentManifest: boolean } | { kind: 'failed'; reason: string };

export const IPTC_TRAINED_ALGORITHMIC_MEDIA = 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia';
const PARENT_LABEL = 'original';

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

async function signCopy(job: SigningJob): Promise<SigningAnswer> {
  const { WasmBuilder } = c2paLibrary();
  const key = createPrivateKey(job.keyPem);
  const chain = derChainOf(job.certsPem);
  if (chain.length === 0) throw new Error('no certificate in C2PA_SIGNING_CERTS');
  const parentManifest = await hasManifest(job);
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
    if (parentManifest)
      await withFileBlob(job.sourcePath, job.sizeBytes, (file) =>
        builder.addIngredientFromBlob(
          JSON.stringify({ title: job.title, relationship: 'parentOf', label: PARENT_LABEL }),
          job.mimeType,
          file,
        ),
      );
    const signed = await withFileBlob(job.sourcePath, job.sizeBytes, (file) =>
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
    writeFileSync(job.outPath, signed);
    return { kind: 'signed', parentManifest };
  } finally {
    builder.free();
  }
}

const job = workerData as SigningJob;
let answer: SigningAnswer;
try {
  answer = await signCopy(job);
} catch (error) {
  answer = { kind: 'failed', reason: String(error).slice(0, 500) };
}
parentPort?.postMessage(answer);
