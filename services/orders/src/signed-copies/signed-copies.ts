import { createHash } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createFileUploader, spoolObject, type Logger, type ObjectStorage } from '@shop/platform';
import type { ShopNameSource } from '../clients/shop-name-client.js';
import type { CopyLock } from './copy-lock.js';
import { runSigningJob } from './run-signing-job.js';
import type { SigningJob } from './signing-worker.js';

/** The shop's C2PA signing key and its certificate chain (leaf first), PEM. */
export interface SigningCredentials {
  keyPem: string;
  certsPem: string;
}

/** A file as a download delivers it. */
export interface DeliveredFile {
  storageKey: string;
  mimeType: string;
  /** The name the buyer saves it under: the manifest's title. */
  downloadName: string;
}

export interface SignedCopiesDeps {
  storage: ObjectStorage;
  /** Unset: every file is delivered as uploaded, and a warning is logged once. */
  credentials: SigningCredentials | undefined;
  shopName: ShopNameSource;
  lock: CopyLock;
  log: Logger;
  /**
   * Larger originals are not signed in memory (the library holds the whole signed copy there):
   * a PNG or JPEG is signed streaming (a stand-in's manifest moved into it), anything else is
   * delivered unsigned.
   */
  maxBytes: number;
  /** How long one copy may take to make (and a concurrent download waits for it). */
  signTimeoutMs?: number;
  /** How long a file that could not be signed is delivered unsigned before it is tried again. */
  retryAfterMs?: number;
}

/** The formats the wasm build of c2pa-rs embeds a manifest in (of those the shop accepts). */
export const SIGNABLE_MIME_TYPES: ReadonlySet<string> = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/tiff',
]);

/** Signed copies live under this prefix, then the signer's fingerprint, then the original's key. */
export const SIGNED_COPIES_PREFIX = 'signed/';

/**
 * A fingerprint of what a copy's manifest depends on beyond the file: the certificate chain
 * (a re-keyed install makes new copies) and the shop's name (a renamed shop too).
 */
export function signerFingerprint(certsPem: string, shopName: string): string {
  return createHash('sha256').update(certsPem.trim()).update('\0').update(shopName).digest('hex').slice(0, 24);
}

export const signedCopyKey = (storageKey: string, fingerprint: string) =>
  `${SIGNED_COPIES_PREFIX}${fingerprint}/${storageKey}`;

const POLL_MS = 200;
/**
 * Copies known to be in the storage, so a download asks the storage once (its GET), not a HEAD
 * first: a copy is never changed under its key, only removed (then forget() drops it here).
 */
const KNOWN_COPIES_CAP = 10_000;

/**
 * The copies of delivered files that carry the shop's Content Credentials. A copy is made once
 * per file (per original key, signer and shop name), at its first download, and stored; every
 * later download streams it from storage like any original. Storage shows an object only once
 * it is whole (an S3 PUT), and one replica at a time makes a given copy (the lock), so a
 * concurrent first download waits for that copy instead of making a second or reading half of one.
 */
export function createSignedCopies(deps: SignedCopiesDeps) {
  const signTimeoutMs = deps.signTimeoutMs ?? 120_000;
  const retryAfterMs = deps.retryAfterMs ?? 10 * 60_000;
  const making = new Map<string, Promise<string>>();
  const failedUntil = new Map<string, number>();
  const known = new Set<string>();
  const remember = (copyKey: string) => {
    if (known.size >= KNOWN_COPIES_CAP) {
      const oldest = known.values().next();
      if (!oldest.done) known.delete(oldest.value);
    }
    known.add(copyKey);
  };
  let warnedUnconfigured = false;

  async function make(
    file: DeliveredFile,
    copyKey: string,
    shopName: string,
    credentials: SigningCredentials,
  ): Promise<string> {
    const original = await deps.storage.stat(file.storageKey);
    // Gone: the download opens the original and answers as it does for a missing file.
    if (!original) return file.storageKey;
    // Over the cap, every signable format is signed as it streams (signing-worker.ts).
    const streamed = original.sizeBytes > deps.maxBytes;
    const deadline = Date.now() + signTimeoutMs;
    for (;;) {
      const token = await deps.lock.acquire(copyKey, signTimeoutMs + 30_000);
      if (token) {
        try {
          // Another replica may have finished it between our look and the lock.
          if (await deps.storage.stat(copyKey)) return copyKey;
          await sign(file, { sizeBytes: original.sizeBytes, streamed }, copyKey, shopName, credentials);
          return copyKey;
        } finally {
          await deps.lock.release(copyKey, token);
        }
      }
      // Someone else is making it: wait for the whole copy to appear, or for their lock to go.
      await sleep(POLL_MS);
      if (await deps.storage.stat(copyKey)) return copyKey;
      if (Date.now() > deadline) throw new Error('timed out waiting for the signed copy made elsewhere');
    }
  }

  async function sign(
    file: DeliveredFile,
    { sizeBytes, streamed }: { sizeBytes: number; streamed: boolean },
    copyKey: string,
    shopName: string,
    credentials: SigningCredentials,
  ): Promise<void> {
    const spooled = await spoolObject(deps.storage, file.storageKey);
    const outDir = await mkdtemp(join(tmpdir(), 'signed-copy-'));
    try {
      const job: SigningJob = {
        sourcePath: spooled.path,
        sizeBytes,
        mimeType: file.mimeType,
        outPath: join(outDir, 'signed'),
        title: file.downloadName,
        shopName,
        keyPem: credentials.keyPem,
        certsPem: credentials.certsPem,
        streamed,
      };
      const started = Date.now();
      const answer = await runSigningJob(job, signTimeoutMs);
      if (answer.kind === 'failed') throw new Error(answer.reason);
      const signedBytes = (await stat(job.outPath)).size;
      // One streamed PUT: the copy appears whole or not at all, in flat memory whatever its size.
      await createFileUploader(deps.storage).putFile(copyKey, job.outPath, signedBytes, file.mimeType);
      deps.log.info(
        {
          storageKey: file.storageKey,
          copyKey,
          sizeBytes,
          streamed,
          ms: Date.now() - started,
          parent: answer.parentManifest,
        },
        'signed copy made',
      );
    } finally {
      await Promise.all([spooled.discard(), rm(outDir, { recursive: true, force: true })]);
    }
  }

  return {
    /**
     * The key of the object to stream for `file`: its signed copy (made now if this is its first
     * download), or the original itself when signing is not configured, the format cannot carry
     * a manifest, the file is over the size cap, or signing failed (logged; tried again later).
     */
    async keyFor(file: DeliveredFile, requestId: string): Promise<string> {
      if (!deps.credentials) {
        if (!warnedUnconfigured) {
          warnedUnconfigured = true;
          deps.log.warn(
            'C2PA_SIGNING_KEY / C2PA_SIGNING_CERTS not set: downloads are delivered without the shop’s Content Credentials',
          );
        }
        return file.storageKey;
      }
      if (!SIGNABLE_MIME_TYPES.has(file.mimeType)) return file.storageKey;
      const shopName = await deps.shopName.current(requestId);
      const copyKey = signedCopyKey(file.storageKey, signerFingerprint(deps.credentials.certsPem, shopName));
      if (known.has(copyKey)) return copyKey;
      if (await deps.storage.stat(copyKey)) {
        remember(copyKey);
        return copyKey;
      }
      if ((failedUntil.get(copyKey) ?? 0) > Date.now()) return file.storageKey;
      let pending = making.get(copyKey);
      if (!pending) {
        pending = make(file, copyKey, shopName, deps.credentials)
          .catch((error: unknown) => {
            failedUntil.set(copyKey, Date.now() + retryAfterMs);
            deps.log.warn({ err: error, storageKey: file.storageKey }, 'signing failed: file delivered unsigned');
            return file.storageKey;
          })
          .then((key) => {
            if (key === copyKey) remember(copyKey);
            return key;
          })
          .finally(() => making.delete(copyKey));
        making.set(copyKey, pending);
      }
      return pending;
    },

    /** A copy keyFor named is no longer in the storage: the next download makes it again. */
    forget(copyKey: string): void {
      known.delete(copyKey);
    },
  };
}

export type SignedCopies = ReturnType<typeof createSignedCopies>;
