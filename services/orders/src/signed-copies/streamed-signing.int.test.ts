import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storeRangesOf, type StreamableMimeType } from '@shop/c2pa/manifest-layout';
import { C2PA_TAG, c2paEntryOf, tagOf, tiffFirstIfdOf } from '@shop/c2pa/tiff-layout';
import { webpLayoutOf } from '@shop/c2pa/webp-layout';
import { makeSigningChain, type SigningChain } from '@shop/c2pa/signing-chain';
import { c2paLibrary } from '@shop/c2pa/wasm';
import { noiseImage } from '@shop/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import { runSigningJob } from './run-signing-job.js';
import { IPTC_TRAINED_ALGORITHMIC_MEDIA, type SigningAnswer } from './signing-worker.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const install = makeSigningChain({ commonName: 'Koi Shop Content Credentials', organisation: 'Koi Shop', days: 30 });
const dir = mkdtempSync(join(tmpdir(), 'streamed-signing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
async function sign(
  bytes: Buffer,
  mimeType: StreamableMimeType | 'image/tiff' | 'image/webp',
  {
    streamed = true,
    chain = install,
    shopName = 'Koi & Ink Prints',
  }: { streamed?: boolean; chain?: SigningChain; shopName?: string } = {},
): Promise<{ answer: SigningAnswer; signed: Buffer | undefined; path: string }> {
  const name = `file-${++files}`;
  writeFileSync(join(dir, name), bytes);
  const outPath = join(dir, `${name}.signed`);
  const answer = await runSigningJob(
    {
      sourcePath: join(dir, name),
      sizeBytes: bytes.length,
      mimeType,
      outPath,
      title: 'Koi at Dusk',
      shopName,
      keyPem: chain.keyPem,
      certsPem: chain.certsPem,
      streamed,
    },
    60_000,
  );
  return { answer, signed: answer.kind === 'signed' ? readFileSync(outPath) : undefined, path: outPath };
}

function signedOf(result: { answer: SigningAnswer; signed: Buffer | undefined }): Buffer {
  if (!result.signed) throw new Error(`not signed: ${JSON.stringify(result.answer)}`);
  return result.signed;
}

/** What a buyer's reader makes of it, trusting the install's root. */
async function read(bytes: Buffer, mimeType: string): Promise<Json> {
  const { WasmReader } = c2paLibrary();
  const context = JSON.stringify({ trust: { user_anchors: install.rootPem }, verify: { verify_trust: true } });
  const reader = await WasmReader.fromBytes(mimeType, bytes, context);
  try {
    return JSON.parse(reader.json()) as Json;
  } finally {
    reader.free();
  }
}

/**
 * A 64 × 48 grey TIFF by hand, as sharp writes neither big-endian ("MM") order nor a BigTIFF one
 * can choose the order of: classic or BigTIFF (8-byte counts and offsets, 20-byte entries);
 * `extraTag` adds a SHORT entry.
 */
function handMadeTiff({
  extraTag,
  bigEndian = true,
  big = false,
}: { extraTag?: number; bigEndian?: boolean; big?: boolean } = {}): Buffer {
  const [width, height] = [64, 48];
  const [headerBytes, countBytes, entryBytes, offsetBytes] = big ? [16, 8, 20, 8] : [8, 2, 12, 4];
  const offsetType = big ? 16 : 4;
  const tags: [number, number, number][] = [
    [256, 3, width],
    [257, 3, height],
    [258, 3, 8],
    [259, 3, 1],
    [262, 3, 1],
    [273, offsetType, headerBytes],
    [277, 3, 1],
    [278, 3, height],
    [279, offsetType, width * height],
    ...(extraTag === undefined ? [] : [[extraTag, 3, 1] as [number, number, number]]),
  ];
  const ifdAt = headerBytes + width * height;
  const file = Buffer.alloc(ifdAt + countBytes + tags.length * entryBytes + offsetBytes);
  const put = (value: number, at: number, bytes: number) => {
    if (bytes === 8) {
      if (bigEndian) file.writeBigUInt64BE(BigInt(value), at);
      else file.writeBigUInt64LE(BigInt(value), at);
    } else if (bytes === 4) {
      if (bigEndian) file.writeUInt32BE(value, at);
      else file.writeUInt32LE(value, at);
    } else if (bigEndian) file.writeUInt16BE(value, at);
    else file.writeUInt16LE(value, at);
  };
  file.write(bigEndian ? 'MM' : 'II', 0, 'latin1');
  put(big ? 43 : 42, 2, 2);
  if (big) put(8, 4, 2);
  put(ifdAt, big ? 8 : 4, offsetBytes);
  for (let i = headerBytes; i < ifdAt; i++) file[i] = (i * 37) & 0xff;
  put(tags.length, ifdAt, countBytes);
  tags.forEach(([tag, type, value], index) => {
    const at = ifdAt + countBytes + index * entryBytes;
    put(tag, at, 2);
    put(type, at + 2, 2);
    put(1, at + 4, offsetBytes);
    put(value, at + 4 + offsetBytes, type === 3 ? 2 : offsetBytes);
  });
  return file;
}

/** An APP11 segment with `payload` after its length. */
function app11(payload: string): Buffer {
  const body = Buffer.from(payload, 'latin1');
  const segment = Buffer.alloc(4 + body.length);
  segment.writeUInt16BE(0xffeb, 0);
  segment.writeUInt16BE(2 + body.length, 2);
  body.copy(segment, 4);
  return segment;
}

/**
 * Segment `sequence` of JUMBF superbox instance `instance`; the first carries the superbox's
 * header and its description box with `label`, a later one a repeat of the header and more bytes.
 */
function jumbfSegment(instance: number, sequence: number, label: string): Buffer {
  const head = Buffer.alloc(8);
  head.write('JP', 0, 'latin1');
  head.writeUInt16BE(instance, 2);
  head.writeUInt32BE(sequence, 4);
  const superbox = Buffer.from('\0\0\x10\0jumb', 'latin1');
  const description = Buffer.concat([
    Buffer.from('\0\0\0\0jumd', 'latin1'),
    Buffer.alloc(16, 0xaa),
    Buffer.from([0x03]),
    Buffer.from(`${label}\0`, 'latin1'),
  ]);
  description.writeUInt32BE(description.length, 0);
  const body = sequence === 1 ? Buffer.concat([superbox, description]) : Buffer.concat([superbox, Buffer.alloc(20, 1)]);
  return app11(Buffer.concat([head, body]).toString('latin1'));
}

/** The file's bytes without its manifest stores. */
function withoutStores(path: string, bytes: Buffer, mimeType: StreamableMimeType): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (const [start, end] of storeRangesOf(path, mimeType, bytes.length)) {
    parts.push(bytes.subarray(at, start));
    at = end;
  }
  parts.push(bytes.subarray(at));
  return Buffer.concat(parts);
}

/** A file the generator signed in memory with credentials of its own, and that signing's result. */
async function generatorSigned(mimeType: 'image/jpeg' | 'image/gif' | 'image/tiff' | 'image/webp') {
  const generator = makeSigningChain({ commonName: 'Dream Signer', organisation: 'Dream Generator Inc', days: 30 });
  const format = (['jpeg', 'gif', 'tiff', 'webp'] as const).find((name) => mimeType.endsWith(name)) ?? 'png';
  const made = await sign(await noiseImage(300, 200, format, 9), mimeType, {
    streamed: false,
    chain: generator,
    shopName: 'Dream Generator',
  });
  return { made, generated: signedOf(made) };
}

/** The validation codes of kind `kind` the signed copy's parent ingredient carries. */
function parentCodes(parent: Json, kind: 'success' | 'failure'): string[] {
  return (parent.validation_results.activeManifest[kind] ?? []).map((status: Json) => status.code);
}

/** The one ingredient of the copy's active manifest, read trusting the install's root. */
async function parentOf(signed: Buffer, mimeType: string): Promise<{ store: Json; parent: Json }> {
  const store = await read(signed, mimeType);
  const active = store.manifests[store.active_manifest];
  expect(active.ingredients).toHaveLength(1);
  return { store, parent: active.ingredients[0] };
}

describe('a file too large to sign in memory is signed as it streams (a stand-in’s manifest moved into it)', () => {
  for (const [mimeType, format] of [
    ['image/png', 'png'],
    ['image/jpeg', 'jpeg'],
    ['image/gif', 'gif'],
  ] as const) {
    it(`${mimeType}: trusted by the install's root, AI-generated, every byte of the original kept`, async () => {
      const original = await noiseImage(900, 700, format);
      const result = await sign(original, mimeType);
      const { answer, path } = result;
      expect(answer).toEqual({ kind: 'signed', parentManifest: false });
      const signed = signedOf(result);
      const store = await read(signed, mimeType);
      expect(store.validation_state).toBe('Trusted');
      const active = store.manifests[store.active_manifest];
      expect(active.title).toBe('Koi at Dusk');
      expect(active.claim_generator_info[0].name).toBe('Koi & Ink Prints');
      const actions = active.assertions.find((assertion: Json) => assertion.label === 'c2pa.actions.v2').data.actions;
      expect(actions).toEqual([
        expect.objectContaining({ action: 'c2pa.created', digitalSourceType: IPTC_TRAINED_ALGORITHMIC_MEDIA }),
      ]);
      // The manifest went in, nothing else changed.
      expect(withoutStores(path, signed, mimeType).equals(original)).toBe(true);
      expect(storeRangesOf(path, mimeType, signed.length)).toHaveLength(1);
    });
  }

  it('a PNG the generator signed: its store leaves the file and its manifest is the parent ingredient', async () => {
    const generator = makeSigningChain({ commonName: 'Dream Signer', organisation: 'Dream Generator Inc', days: 30 });
    const made = await sign(await noiseImage(600, 400, 'png', 7), 'image/png', {
      streamed: false,
      chain: generator,
      shopName: 'Dream Generator',
    });
    const generated = signedOf(made);
    const result = await sign(generated, 'image/png');
    const { answer, path } = result;
    expect(answer).toEqual({ kind: 'signed', parentManifest: true });
    const signed = signedOf(result);
    expect(storeRangesOf(path, 'image/png', signed.length)).toHaveLength(1);
    const store = await read(signed, 'image/png');
    expect(store.validation_state).toBe('Trusted');
    const active = store.manifests[store.active_manifest];
    expect(active.ingredients).toHaveLength(1);
    expect(active.ingredients[0].relationship).toBe('parentOf');
    expect(store.manifests[active.ingredients[0].active_manifest].signature_info.issuer).toBe('Dream Generator Inc');
    expect(withoutStores(path, signed, 'image/png').equals(withoutStores(made.path, generated, 'image/png'))).toBe(
      true,
    );
  });

  for (const mimeType of ['image/jpeg', 'image/gif'] as const) {
    it(`${mimeType} the generator signed: its manifest is the parent ingredient, made from its store alone, its hash checked`, async () => {
      const { made, generated } = await generatorSigned(mimeType);
      const result = await sign(generated, mimeType);
      expect(result.answer).toEqual({ kind: 'signed', parentManifest: true });
      const signed = signedOf(result);
      expect(storeRangesOf(result.path, mimeType, signed.length).length).toBeGreaterThan(0);
      const { store, parent } = await parentOf(signed, mimeType);
      expect(store.validation_state).toBe('Trusted');
      expect(parent.relationship).toBe('parentOf');
      expect(store.manifests[parent.active_manifest].signature_info.issuer).toBe('Dream Generator Inc');
      expect(parentCodes(parent, 'success')).toContain('assertion.dataHash.match');
      expect(parentCodes(parent, 'failure')).not.toContain('assertion.dataHash.mismatch');
      expect(withoutStores(result.path, signed, mimeType).equals(withoutStores(made.path, generated, mimeType))).toBe(
        true,
      );
    });
  }

  it('a GIF changed after the generator signed it: signed, its ingredient saying its data hash does not match', async () => {
    const { generated } = await generatorSigned('image/gif');
    const changed = Buffer.from(generated);
    // A byte of the image's data, before the trailer, which the generator's manifest hashed.
    const at = changed.length - 10;
    changed.writeUInt8(changed.readUInt8(at) ^ 0x01, at);
    const result = await sign(changed, 'image/gif');
    expect(result.answer).toEqual({ kind: 'signed', parentManifest: true });
    const { parent } = await parentOf(signedOf(result), 'image/gif');
    expect(parentCodes(parent, 'failure')).toContain('assertion.dataHash.mismatch');
  });

  it('a JPEG carrying a JUMBF box that is no C2PA store: signed, that box kept where it was', async () => {
    const noise = await noiseImage(300, 200, 'jpeg', 5);
    const other = jumbfSegment(0x22, 1, 'jpeg360');
    const original = Buffer.concat([noise.subarray(0, 2), other, noise.subarray(2)]);
    const result = await sign(original, 'image/jpeg');
    expect(result.answer).toEqual({ kind: 'signed', parentManifest: false });
    const signed = signedOf(result);
    expect((await read(signed, 'image/jpeg')).validation_state).toBe('Trusted');
    // The shop's store goes first; the other box and everything after it follow as they were.
    const [store] = storeRangesOf(result.path, 'image/jpeg', signed.length);
    if (!store) throw new Error('no store in the copy');
    expect(signed.subarray(store[1]).equals(original.subarray(2))).toBe(true);
  });

  it('a JPEG changed after the generator signed it: signed, its ingredient saying its data hash does not match', async () => {
    const made = await sign(await noiseImage(300, 200, 'jpeg', 9), 'image/jpeg', { streamed: false });
    const changed = Buffer.from(signedOf(made));
    // A byte of the scan's data, past every header: the pixels the generator's manifest hashed are not these.
    const at = changed.length - 100;
    changed.writeUInt8(changed.readUInt8(at) ^ 0x01, at);
    const result = await sign(changed, 'image/jpeg');
    expect(result.answer).toEqual({ kind: 'signed', parentManifest: true });
    const { parent } = await parentOf(signedOf(result), 'image/jpeg');
    expect(parentCodes(parent, 'failure')).toContain('assertion.dataHash.mismatch');
  });

  it('image/tiff: trusted, its bytes kept in place, the first IFD copied after them with the C2PA entry', async () => {
    const original = await noiseImage(900, 700, 'tiff', 11);
    const result = await sign(original, 'image/tiff');
    expect(result.answer).toEqual({ kind: 'signed', parentManifest: false });
    const signed = signedOf(result);
    const store = await read(signed, 'image/tiff');
    expect(store.validation_state).toBe('Trusted');
    const actions = store.manifests[store.active_manifest].assertions.find(
      (assertion: Json) => assertion.label === 'c2pa.actions.v2',
    ).data.actions;
    expect(actions).toEqual([expect.objectContaining({ digitalSourceType: IPTC_TRAINED_ALGORITHMIC_MEDIA })]);
    // Every byte of the original where it was, but the header's pointer to the first IFD.
    expect(signed.subarray(0, 4).equals(original.subarray(0, 4))).toBe(true);
    expect(signed.subarray(8, original.length).equals(original.subarray(8))).toBe(true);
    const before = tiffFirstIfdOf(original);
    const after = tiffFirstIfdOf(signed);
    expect(after.at).toBeGreaterThanOrEqual(original.length);
    expect(after.entries.filter((entry) => tagOf(after, entry) !== C2PA_TAG)).toEqual(before.entries);
    expect(c2paEntryOf(after)).toMatchObject({ offset: after.at + 2 + after.entries.length * 12 + 4 });
  });

  it('image/tiff in big-endian order, with a tag above the C2PA one: still in order of tag, trusted', async () => {
    const original = handMadeTiff({ extraTag: 0xea1c });
    const result = await sign(original, 'image/tiff');
    const signed = signedOf(result);
    expect((await read(signed, 'image/tiff')).validation_state).toBe('Trusted');
    const ifd = tiffFirstIfdOf(signed);
    expect(ifd.littleEndian).toBe(false);
    const tags = ifd.entries.map((entry) => tagOf(ifd, entry));
    expect(tags.slice(-2)).toEqual([C2PA_TAG, 0xea1c]);
  });

  it('a TIFF the generator signed: its store leaves the file, its manifest the parent ingredient, its hash checked', async () => {
    const { generated } = await generatorSigned('image/tiff');
    const own = c2paEntryOf(tiffFirstIfdOf(generated));
    if (!own) throw new Error('the generator’s TIFF has no C2PA entry');
    const result = await sign(generated, 'image/tiff');
    expect(result.answer).toEqual({ kind: 'signed', parentManifest: true });
    const signed = signedOf(result);
    const { store, parent } = await parentOf(signed, 'image/tiff');
    expect(store.validation_state).toBe('Trusted');
    expect(parent.relationship).toBe('parentOf');
    expect(store.manifests[parent.active_manifest].signature_info.issuer).toBe('Dream Generator Inc');
    expect(parentCodes(parent, 'success')).toContain('assertion.dataHash.match');
    expect(parentCodes(parent, 'failure')).not.toContain('assertion.dataHash.mismatch');
    // The generator's store, last in its file, is cut off; every byte before it stays where it was.
    const ifd = tiffFirstIfdOf(signed);
    expect(ifd.entries.filter((entry) => tagOf(ifd, entry) === C2PA_TAG)).toHaveLength(1);
    expect(ifd.at).toBeGreaterThanOrEqual(own.offset);
    expect(signed.subarray(8, own.offset).equals(generated.subarray(8, own.offset))).toBe(true);
  });

  it('a TIFF changed after the generator signed it: signed, its ingredient saying its data hash does not match', async () => {
    const made = await sign(await noiseImage(300, 200, 'tiff', 9), 'image/tiff', { streamed: false });
    const changed = Buffer.from(signedOf(made));
    // A byte of the pixels (they follow the 8-byte header), which the generator's manifest hashed.
    changed.writeUInt8(changed.readUInt8(100) ^ 0x01, 100);
    const result = await sign(changed, 'image/tiff');
    expect(result.answer).toEqual({ kind: 'signed', parentManifest: true });
    const { parent } = await parentOf(signedOf(result), 'image/tiff');
    expect(parentCodes(parent, 'failure')).toContain('assertion.dataHash.mismatch');
  });

  it('image/webp: trusted, its chunks kept in order, the C2PA chunk after them and counted in the RIFF size', async () => {
    const noise = await noiseImage(900, 700, 'webp', 13);
    // An odd-sized chunk of its own (with its pad byte) before the end, as metadata chunks may be.
    const odd = Buffer.from('NOTE\x05\0\0\0hello\0', 'latin1');
    const original = Buffer.concat([noise, odd]);
    original.writeUInt32LE(original.length - 8, 4);
    const result = await sign(original, 'image/webp');
    expect(result.answer).toEqual({ kind: 'signed', parentManifest: false });
    const signed = signedOf(result);
    const store = await read(signed, 'image/webp');
    expect(store.validation_state).toBe('Trusted');
    const actions = store.manifests[store.active_manifest].assertions.find(
      (assertion: Json) => assertion.label === 'c2pa.actions.v2',
    ).data.actions;
    expect(actions).toEqual([expect.objectContaining({ digitalSourceType: IPTC_TRAINED_ALGORITHMIC_MEDIA })]);
    // Every byte of the original where it was but the RIFF size; one store, after them.
    expect(signed.subarray(8, original.length).equals(original.subarray(8))).toBe(true);
    expect(signed.readUInt32LE(4)).toBe(signed.length - 8);
    expect(webpLayoutOf(signed).stores).toEqual([[original.length, signed.length]]);
  });

  it('a WebP the generator signed: its chunk leaves the file, its manifest the parent ingredient, its hash checked', async () => {
    const { generated } = await generatorSigned('image/webp');
    const [own] = webpLayoutOf(generated).stores;
    if (!own) throw new Error('the generator’s WebP has no C2PA chunk');
    const result = await sign(generated, 'image/webp');
    expect(result.answer).toEqual({ kind: 'signed', parentManifest: true });
    const signed = signedOf(result);
    const { store, parent } = await parentOf(signed, 'image/webp');
    expect(store.validation_state).toBe('Trusted');
    expect(store.manifests[parent.active_manifest].signature_info.issuer).toBe('Dream Generator Inc');
    expect(parentCodes(parent, 'success')).toContain('assertion.dataHash.match');
    expect(parentCodes(parent, 'failure')).not.toContain('assertion.dataHash.mismatch');
    // The generator's chunk, last in its file, is replaced by the shop's; the image's chunks stay.
    expect(webpLayoutOf(signed).stores).toEqual([[own[0], signed.length]]);
    expect(signed.subarray(8, own[0]).equals(generated.subarray(8, own[0]))).toBe(true);
  });

  it('a WebP changed after the generator signed it: signed, its ingredient saying its data hash does not match', async () => {
    const { generated } = await generatorSigned('image/webp');
    const changed = Buffer.from(generated);
    // A byte of the image's data (its VP8 chunk follows the 12-byte header), which the generator's manifest hashed.
    changed.writeUInt8(changed.readUInt8(100) ^ 0x01, 100);
    const result = await sign(changed, 'image/webp');
    expect(result.answer).toEqual({ kind: 'signed', parentManifest: true });
    const { parent } = await parentOf(signedOf(result), 'image/webp');
    expect(parentCodes(parent, 'failure')).toContain('assertion.dataHash.mismatch');
  });

  it('a WebP with bytes after its RIFF, or a chunk past its end, is not signed: delivered as uploaded', async () => {
    const noise = await noiseImage(60, 40, 'webp', 3);
    const trailing = Buffer.concat([noise, Buffer.from('trailing bytes')]);
    expect((await sign(trailing, 'image/webp')).answer).toMatchObject({
      kind: 'failed',
      reason: expect.stringContaining('RIFF size'),
    });
    const cut = Buffer.from(noise.subarray(0, noise.length - 10));
    cut.writeUInt32LE(cut.length - 8, 4);
    expect((await sign(cut, 'image/webp')).answer).toMatchObject({
      kind: 'failed',
      reason: expect.stringContaining('past the end'),
    });
  });

  for (const bigEndian of [false, true]) {
    it(`a BigTIFF (${bigEndian ? 'big' : 'little'}-endian): trusted, its bytes in place, the first IFD copied after them`, async () => {
      const original = handMadeTiff({ big: true, bigEndian, extraTag: 0xea1c });
      const result = await sign(original, 'image/tiff');
      expect(result.answer).toEqual({ kind: 'signed', parentManifest: false });
      const signed = signedOf(result);
      expect((await read(signed, 'image/tiff')).validation_state).toBe('Trusted');
      // Every byte of the original where it was, but the header's 8-byte pointer to the first IFD.
      expect(signed.subarray(0, 8).equals(original.subarray(0, 8))).toBe(true);
      expect(signed.subarray(16, original.length).equals(original.subarray(16))).toBe(true);
      const before = tiffFirstIfdOf(original);
      const after = tiffFirstIfdOf(signed);
      expect(after.kind.big).toBe(true);
      expect(after.at).toBeGreaterThanOrEqual(original.length);
      expect(after.entries.filter((entry) => tagOf(after, entry) !== C2PA_TAG)).toEqual(before.entries);
      expect(after.entries.map((entry) => tagOf(after, entry)).slice(-2)).toEqual([C2PA_TAG, 0xea1c]);
      expect(c2paEntryOf(after)).toMatchObject({ offset: after.at + 8 + after.entries.length * 20 + 8 });
    });
  }

  it('a BigTIFF the generator signed: its store leaves the file, its manifest the parent ingredient, its hash checked', async () => {
    const generator = makeSigningChain({ commonName: 'Dream Signer', organisation: 'Dream Generator Inc', days: 30 });
    const made = await sign(handMadeTiff({ big: true, bigEndian: false }), 'image/tiff', {
      streamed: false,
      chain: generator,
      shopName: 'Dream Generator',
    });
    const generated = signedOf(made);
    const result = await sign(generated, 'image/tiff');
    expect(result.answer).toEqual({ kind: 'signed', parentManifest: true });
    const { store, parent } = await parentOf(signedOf(result), 'image/tiff');
    expect(store.validation_state).toBe('Trusted');
    expect(store.manifests[parent.active_manifest].signature_info.issuer).toBe('Dream Generator Inc');
    expect(parentCodes(parent, 'success')).toContain('assertion.dataHash.match');
    expect(parentCodes(parent, 'failure')).not.toContain('assertion.dataHash.mismatch');
  });

  it('a BigTIFF whose header names offsets of another size is not signed: delivered as uploaded', async () => {
    const odd = handMadeTiff({ big: true, bigEndian: false });
    odd.writeUInt16LE(4, 4);
    expect((await sign(odd, 'image/tiff')).answer).toMatchObject({
      kind: 'failed',
      reason: expect.stringContaining('BigTIFF header'),
    });
  });

  it('a file that is not the format it is stored as is refused, never signed', async () => {
    const { answer } = await sign(Buffer.from('not a png at all, just text'), 'image/png');
    expect(answer).toMatchObject({ kind: 'failed', reason: expect.stringContaining('not a PNG') });
  });
});

describe('where a PNG, JPEG or GIF keeps its manifest stores (read from its headers only)', () => {
  const at = (bytes: Buffer, mimeType: StreamableMimeType) => {
    const path = join(dir, `layout-${++files}`);
    writeFileSync(path, bytes);
    return storeRangesOf(path, mimeType, bytes.length);
  };
  const jpeg = (...segments: Buffer[]) =>
    Buffer.concat([Buffer.from([0xff, 0xd8]), ...segments, Buffer.from([0xff, 0xda, 0, 2, 1, 2, 0xff, 0xd9])]);

  it('finds the APP11 segments of the C2PA superbox before the scan, past fill bytes, and no other APP11', () => {
    const store = jumbfSegment(0x11, 1, 'c2pa');
    const other = app11('XX other');
    const bytes = jpeg(other, Buffer.from([0xff]), store);
    const start = 2 + other.length + 1;
    expect(at(bytes, 'image/jpeg')).toEqual([[start, start + store.length]]);
  });

  it('leaves other JUMBF boxes of a JPEG in place, finds a store in two runs, and refuses two stores', () => {
    const first = jumbfSegment(0x11, 1, 'c2pa');
    const second = jumbfSegment(0x11, 2, 'c2pa');
    const other = jumbfSegment(0x22, 1, 'jpeg360');
    const split = jpeg(first, other, second);
    const otherEnd = 2 + first.length + other.length;
    expect(at(split, 'image/jpeg')).toEqual([
      [2, 2 + first.length],
      [otherEnd, otherEnd + second.length],
    ]);
    expect(at(jpeg(other), 'image/jpeg')).toEqual([]);
    expect(() => at(jpeg(first, jumbfSegment(0x33, 1, 'c2pa')), 'image/jpeg')).toThrow(/more than one C2PA/);
  });

  it('finds a GIF’s C2PA_GIF extension among its other blocks, skipping the image data by its sub-blocks', () => {
    // No global colour table; an image whose data holds the bytes of a store's header; a comment.
    const screen = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1');
    const image = Buffer.concat([
      Buffer.from('2c0000000001000100000214', 'hex'),
      Buffer.from('21ff0b433250415f474946010000', 'hex'),
      Buffer.from('000000000000', 'hex'),
      Buffer.from('00', 'hex'),
    ]);
    const store = Buffer.from(
      '21ff0b' + Buffer.from('C2PA_GIF\x01\x00\x00', 'latin1').toString('hex') + '03abcdef00',
      'hex',
    );
    const comment = Buffer.from('21fe02686900', 'hex');
    const bytes = Buffer.concat([screen, image, comment, store, Buffer.from([0x3b])]);
    const start = screen.length + image.length + comment.length;
    expect(at(bytes, 'image/gif')).toEqual([[start, start + store.length]]);
    expect(() => at(bytes.subarray(0, bytes.length - 1), 'image/gif')).toThrow(/past the end/);
    expect(() => at(Buffer.concat([screen, Buffer.from([0x99])]), 'image/gif')).toThrow(/unknown kind/);
    expect(() => at(Buffer.from('GIF00a\x01\x00\x01\x00\x00\x00\x00;'), 'image/gif')).toThrow(/not a GIF/);
  });

  it('refuses what is no such file or runs past its end', () => {
    expect(() => at(Buffer.from('GIF89a....'), 'image/jpeg')).toThrow(/not a JPEG/);
    const truncated = jpeg(app11('JP')).subarray(0, 6);
    expect(() => at(truncated, 'image/jpeg')).toThrow(/past the end/);
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(25)]);
    expect(() => at(png, 'image/png')).toThrow(/IHDR/);
  });
});
