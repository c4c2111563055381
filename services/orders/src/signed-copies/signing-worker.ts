import { createPrivateKey, X509Certificate } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type * as C2paWasm from './c2pa-wasm.js';
import type * as CoseSign1 from './cose-sign1.js';

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

// The sibling modules as this file is run: built JavaScript, or TypeScript in the tests (Node strips its types).
const sibling = (name: string) => new URL(`./${name}${extname(fileURLToPath(import.meta.url))}`, import.meta.url).href;
const library = (await import(sibling('c2pa-wasm'))) as typeof C2paWasm;
const cose = (await import(sibling('cose-sign1'))) as typeof CoseSign1;

function chainOf(certsPem: string): Uint8Array[] {
  const blocks = certsPem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return blocks.map((pem) => new Uint8Array(new X509Certificate(pem).raw));
}

/** Whether the original carries a manifest of its own (the generator's): only then is it the parent ingredient. */
async function hasManifest(job: SigningJob): Promise<boolean> {
  const { WasmReader } = library.c2paLibrary();
  try {
    const reader = await library.withFileBlob(job.sourcePath, job.sizeBytes, (file) =>
      WasmReader.fromBlob(job.mimeType, file),
    );
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
  const { WasmBuilder } = library.c2paLibrary();
  const key = createPrivateKey(job.keyPem);
  const chain = chainOf(job.certsPem);
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
      await library.withFileBlob(job.sourcePath, job.sizeBytes, (file) =>
        builder.addIngredientFromBlob(
          JSON.stringify({ title: job.title, relationship: 'parentOf', label: PARENT_LABEL }),
          job.mimeType,
          file,
        ),
      );
    const signed = await library.withFileBlob(job.sourcePath, job.sizeBytes, (file) =>
      builder.sign(
        {
          alg: 'es256',
          reserveSize: cose.COSE_RESERVE_BYTES,
          sign: async (claim) => cose.coseSign1(claim, key, chain),
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
