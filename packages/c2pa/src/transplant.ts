import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import {
  embeddedStoreOf,
  storeOffsetOf,
  storeRangesOf,
  type Ranges,
  type StreamableMimeType,
} from './manifest-layout.js';

/**
 * Signing a large file without holding it: the wasm build of c2pa-rs writes a signed copy into
 * its own memory (some five times the file's size at its peak), so a 200 MB print master cannot
 * be signed that way in a 512 MiB service. Instead c2pa-rs signs a one-pixel stand-in of the same
 * format with the manifest the original should carry, and its store is moved into the original as
 * the file streams past: the hard binding's hash is replaced by the original's (hashed streaming,
 * the same range excluded), the claim's reference to that assertion by the assertion's new hash,
 * and the signature by one over the claim so changed. Every other byte of the store is c2pa-rs's.
 * The caller reads the result back with c2pa-rs before it is delivered (signing-worker.ts).
 */
export interface MovedStoreInput {
  /** A small file of the same format that c2pa-rs signed with the manifest meant for the original. */
  signedStandIn: Buffer;
  original: { path: string; size: number };
  outPath: string;
  /** A COSE_Sign1 over the claim, as the stand-in's signer made one (of the same length). */
  sign(claim: Uint8Array): Uint8Array;
}

export interface TransplantInput extends MovedStoreInput {
  mimeType: StreamableMimeType;
  /**
   * The sha256 of the original without its own stores, when the caller has just read it so (a
   * JPEG's store ingredient): the original is then not read a second time for it. The copy as
   * written is still hashed and checked against it.
   */
  withoutStoresHash?: Buffer;
}

interface Box {
  start: number;
  end: number;
  type: string;
  /** A superbox's label (from its description box). */
  label?: string;
  children: Box[];
}

/** JUMBF (ISO/IEC 19566-5) boxes in `bytes` between `start` and `end`; superboxes with their children. */
function boxesIn(bytes: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  for (let at = start; at + 8 <= end;) {
    const size = bytes.readUInt32BE(at);
    if (size < 8 || at + size > end) throw new Error('malformed JUMBF box');
    const type = bytes.toString('latin1', at + 4, at + 8);
    const box: Box = { start: at, end: at + size, type, children: [] };
    if (type === 'jumb') {
      box.children = boxesIn(bytes, at + 8, at + size);
      const description = box.children[0];
      if (description?.type === 'jumd') {
        // Description box: header (8), type UUID (16), toggles (1), then a NUL-ended label.
        const labelStart = description.start + 8 + 17;
        const nul = bytes.indexOf(0, labelStart);
        if (nul > labelStart && nul < description.end) box.label = bytes.toString('utf8', labelStart, nul);
      }
    }
    boxes.push(box);
    at += size;
  }
  return boxes;
}

function child(box: Box | undefined, matches: (label: string) => boolean, what: string): Box {
  const found = box?.children.find((candidate) => candidate.label !== undefined && matches(candidate.label));
  if (!found) throw new Error(`the manifest has no ${what}`);
  return found;
}

/** The content box of a labelled superbox (the one after its description): its payload's range. */
function payloadOf(box: Box): [number, number] {
  const content = box.children[1];
  if (!content) throw new Error(`box ${box.label ?? ''} has no content`);
  return [content.start + 8, content.end];
}

export function sha256(...parts: Uint8Array[]): Buffer {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest();
}

/** The sha256 of `ranges` of the file at `path`, read streaming. */
export async function sha256Of(path: string, ranges: Ranges): Promise<Buffer> {
  const hash = createHash('sha256');
  for await (const chunk of readRanges(path, ranges)) hash.update(chunk);
  return hash.digest();
}

/** An exclusion's `start` as CBOR writes it past 65,535: the text "start", then a four-byte unsigned. */
export function exclusionStart(offset: number): Buffer {
  const bytes = Buffer.from([0x65, ...Buffer.from('start', 'latin1'), 0x1a, 0, 0, 0, 0]);
  bytes.writeUInt32BE(offset, 7);
  return bytes;
}

/** Puts `replacement` where `old` is, the one time it occurs in [from, to); anything else is refused. */
function replaceOnce(
  bytes: Buffer,
  [from, to]: [number, number],
  old: Buffer,
  replacement: Buffer,
  what: string,
): void {
  const region = bytes.subarray(from, to);
  const at = region.indexOf(old);
  if (at < 0 || region.indexOf(old, at + 1) >= 0) throw new Error(`${what} is not found once in the manifest`);
  replacement.copy(region, at);
}

/** The file's bytes but `dropped`, in order, as ranges to read. */
export function keptRanges(size: number, dropped: Ranges): Ranges {
  const kept: Ranges = [];
  let at = 0;
  for (const [start, end] of [...dropped].sort((a, b) => a[0] - b[0])) {
    if (start > at) kept.push([at, start]);
    at = Math.max(at, end);
  }
  if (at < size) kept.push([at, size]);
  return kept;
}

export async function* readRanges(path: string, ranges: Ranges): AsyncGenerator<Buffer> {
  for (const [start, end] of ranges) {
    if (end <= start) continue;
    for await (const chunk of createReadStream(path, { start, end: end - 1, highWaterMark: 1 << 20 }))
      yield chunk as Buffer;
  }
}

export async function writeAll(path: string, parts: AsyncIterable<Buffer>): Promise<number> {
  const out = createWriteStream(path);
  let written = 0;
  try {
    for await (const part of parts) {
      written += part.length;
      if (!out.write(part)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    return written;
  } catch (error) {
    out.destroy();
    throw error;
  }
}

/** A store's active manifest (its last: the ones before it are its ingredients') and its data hash assertion. */
function activeManifestOf(jumbf: Buffer): { active: Box | undefined; hashData: Box } {
  const root = boxesIn(jumbf, 0, jumbf.length)[0];
  if (root?.label !== 'c2pa') throw new Error('not a C2PA manifest store');
  const active = root.children.filter((box) => box.type === 'jumb').at(-1);
  const hashData = child(
    child(active, (label) => label === 'c2pa.assertions', 'assertion store'),
    (label) => label === 'c2pa.hash.data',
    'data hash',
  );
  return { active, hashData };
}

/** The payload of the data hash assertion (`c2pa.hash.data`, CBOR) of a store's active manifest. */
export function activeDataHashOf(jumbf: Buffer): Buffer {
  const [start, end] = payloadOf(activeManifestOf(jumbf).hashData);
  return jumbf.subarray(start, end);
}

export interface DataHashPatch {
  old: Buffer;
  replacement: Buffer;
  what: string;
}

/**
 * Makes a stand-in's store right for the original, in place: the data hash assertion's values
 * (`patches`), then the claim's hashed-URI reference to that assertion, then the signature over
 * the claim so changed. Every other byte stays c2pa-rs's; the lengths do not move.
 */
export function patchStore(jumbf: Buffer, patches: DataHashPatch[], sign: (claim: Uint8Array) => Uint8Array): void {
  // The ingredients' manifests, before the active one, are left as they are.
  const { active, hashData } = activeManifestOf(jumbf);
  const claim = child(active, (label) => label.startsWith('c2pa.claim'), 'claim');
  const signature = child(active, (label) => label === 'c2pa.signature', 'signature');

  // A hashed URI's hash covers the assertion's superbox after its own header.
  const referenceOf = (bytes: Buffer) => sha256(bytes.subarray(hashData.start + 8, hashData.end));
  const oldReference = referenceOf(jumbf);
  for (const patch of patches) replaceOnce(jumbf, payloadOf(hashData), patch.old, patch.replacement, patch.what);
  replaceOnce(jumbf, payloadOf(claim), oldReference, referenceOf(jumbf), 'the data hash’s reference');
  const [claimStart, claimEnd] = payloadOf(claim);
  const [signatureStart, signatureEnd] = payloadOf(signature);
  const sign1 = sign(jumbf.subarray(claimStart, claimEnd));
  if (sign1.length !== signatureEnd - signatureStart)
    throw new Error('the new signature does not fit the old one’s room');
  Buffer.from(sign1).copy(jumbf, signatureStart);
}

/** Writes the original with the stand-in's store, made right for it, at the place the format keeps one. */
export async function transplantManifest(input: TransplantInput): Promise<{ sizeBytes: number; storeCheck: Buffer }> {
  const { signedStandIn, mimeType, original } = input;
  const store = embeddedStoreOf(signedStandIn, mimeType);
  const at = storeOffsetOf(original.path, mimeType);
  if (store.start !== at) throw new Error('the stand-in keeps its manifest elsewhere');
  // What the original keeps of its own (a generator's store is an ingredient now, not embedded).
  const kept = keptRanges(original.size, storeRangesOf(original.path, mimeType, original.size));
  if (kept[0] && kept[0][0] === 0 && kept[0][1] < at)
    throw new Error('the original has a store where the new one goes');

  // Both hard bindings exclude exactly the store's bytes, at the same offset.
  const standInHash = sha256(signedStandIn.subarray(0, store.start), signedStandIn.subarray(store.end));
  const originalHash = input.withoutStoresHash ?? (await sha256Of(original.path, kept));

  const jumbf = Buffer.from(store.jumbf);
  patchStore(jumbf, [{ old: standInHash, replacement: originalHash, what: 'the data hash' }], input.sign);

  const embedded = store.embed(jumbf);
  const [head, ...rest] = kept;
  if (!head) throw new Error('empty original');
  const [headStart, headEnd] = head;
  async function* output(): AsyncGenerator<Buffer> {
    yield* readRanges(original.path, [[headStart, at]]);
    yield embedded;
    yield* readRanges(original.path, [[at, headEnd], ...rest]);
  }
  const sizeBytes = await writeAll(input.outPath, output());

  // The copy as written, read again: its bytes but the store hash to what the store says.
  const written = createHash('sha256');
  for await (const chunk of readRanges(input.outPath, [
    [0, at],
    [at + embedded.length, sizeBytes],
  ]))
    written.update(chunk);
  if (!written.digest().equals(originalHash)) throw new Error('the copy written does not hash as its manifest says');
  return {
    sizeBytes,
    // The stand-in carrying the moved store: c2pa-rs checks its claim, signature and assertions
    // on it (only its data hash, which is the original's now, must fail there).
    storeCheck: Buffer.concat([signedStandIn.subarray(0, store.start), embedded, signedStandIn.subarray(store.end)]),
  };
}

/** The one failure a stand-in carrying a moved store must show: its pixels are not the original's. */
export const STAND_IN_HASH_MISMATCH = 'assertion.dataHash.mismatch';
