import { crc32 } from 'node:zlib';
import { type ReadAt, readingFile } from './file-reads.js';
import { gifHeadOfFile, gifStore, gifStoreRangesOf } from './gif-layout.js';
import { type EmbeddedStore, type Ranges, storeInParts } from './store-shapes.js';

export type { EmbeddedStore, Ranges } from './store-shapes.js';

/**
 * Where PNG, JPEG and GIF keep an embedded C2PA manifest store, as c2pa-rs writes it: PNG in one
 * `caBX` chunk right after IHDR (byte 33), JPEG in APP11 segments (JPEG XT boxes, common
 * identifier "JP") right after SOI (byte 2), GIF in an application extension right after its
 * global colour table (gif-layout.ts). The hard binding (`c2pa.hash.data`) hashes the
 * whole file but that one range, so a store made for one file can be moved into another of the
 * same format at the same place once its hash is put right (see transplant.ts).
 */
export type StreamableMimeType = 'image/png' | 'image/jpeg' | 'image/gif';

export function isStreamable(mimeType: string): mimeType is StreamableMimeType {
  return mimeType === 'image/png' || mimeType === 'image/jpeg' || mimeType === 'image/gif';
}

/**
 * The formats a file too large to sign in memory is signed in as it streams: PNG, JPEG and GIF here,
 * TIFF by tiff-transplant.ts and WebP by webp-transplant.ts (their store goes after the file, not
 * at a fixed place in it).
 */
export function signsAsItStreams(mimeType: string): mimeType is StreamableMimeType | 'image/tiff' | 'image/webp' {
  return isStreamable(mimeType) || mimeType === 'image/tiff' || mimeType === 'image/webp';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** After the signature (8) and IHDR (4 + 4 + 13 + 4). */
const PNG_STORE_AT = 33;
const JPEG_STORE_AT = 2;

/** Where the store goes in the file at `path`: a fixed byte for PNG and JPEG, after a GIF's colour table. */
export function storeOffsetOf(path: string, mimeType: StreamableMimeType): number {
  if (mimeType === 'image/gif') return gifHeadOfFile(path).length;
  return mimeType === 'image/png' ? PNG_STORE_AT : JPEG_STORE_AT;
}

/**
 * The ranges of a file on disk that hold a manifest store, read by walking its chunk or segment
 * headers (never the image data). Throws when the file is not a PNG or JPEG laid out as the
 * format requires (IHDR first, IEND reached; segments up to the scan), or a GIF whose blocks do not
 * reach its trailer (gif-layout.ts), so a damaged file is never signed.
 */
export function storeRangesOf(path: string, mimeType: StreamableMimeType, size: number): Ranges {
  if (mimeType === 'image/gif') return gifStoreRangesOf(path, size);
  return readingFile(path, (read) =>
    mimeType === 'image/png' ? pngStoreRanges(read, size) : jpegStoreRanges(read, size),
  );
}

function pngStoreRanges(read: ReadAt, size: number): Ranges {
  const head = read(0, PNG_STORE_AT);
  if (head.length < PNG_STORE_AT || !head.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG file');
  if (head.readUInt32BE(8) !== 13 || head.toString('latin1', 12, 16) !== 'IHDR')
    throw new Error('PNG without IHDR first');
  const ranges: Ranges = [];
  for (let at = PNG_STORE_AT; at + 12 <= size;) {
    const header = read(at, 8);
    const end = at + 12 + header.readUInt32BE(0);
    if (end > size) throw new Error('PNG chunk runs past the end of the file');
    const type = header.toString('latin1', 4, 8);
    if (type === 'caBX') ranges.push([at, end]);
    at = end;
    if (type === 'IEND') return ranges;
  }
  throw new Error('PNG ends before its IEND chunk');
}

/** An APP11 segment of JPEG XT boxes: its range, box instance and sequence number, and its superbox's label (first segment only). */
interface JumbfSegment {
  range: [number, number];
  instance: number;
  sequence: number;
  label?: string;
}

/** APP11: marker (2), length (2), "JP" (2), box instance (2), sequence (4), then LBox, TBox, and a description box. */
function jumbfSegmentAt(read: ReadAt, at: number, end: number): JumbfSegment {
  const bytes = read(at, Math.min(end - at, 80));
  const segment: JumbfSegment = { range: [at, end], instance: bytes.readUInt16BE(6), sequence: bytes.readUInt32BE(8) };
  // The first segment holds the superbox's start: "jumb", then "jumd", its type (16), toggles (1), a NUL-ended label.
  if (
    segment.sequence === 1 &&
    bytes.toString('latin1', 16, 20) === 'jumb' &&
    bytes.toString('latin1', 24, 28) === 'jumd'
  ) {
    const nul = bytes.indexOf(0, 45);
    if (nul > 45) segment.label = bytes.toString('utf8', 45, nul);
  }
  return segment;
}

/**
 * The APP11 segments of C2PA's JUMBF superbox (label "c2pa"): other JUMBF boxes a JPEG may carry
 * (JPEG 360, privacy and security) are no manifest store and stay where they are. One store only:
 * a file with two is refused.
 */
function jpegStoreRanges(read: ReadAt, size: number): Ranges {
  const soi = read(0, 2);
  if (soi.length < 2 || soi[0] !== 0xff || soi[1] !== 0xd8) throw new Error('not a JPEG file');
  const segments: JumbfSegment[] = [];
  for (let at = 2; at + 4 <= size;) {
    const header = read(at, 8);
    if (header[0] !== 0xff) throw new Error('JPEG segment expected');
    const marker = header[1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    // The scan and what follows hold no store c2pa-rs writes.
    if (marker === 0xda || marker === 0xd9) {
      const stores = new Set(segments.filter((one) => one.label === 'c2pa').map((one) => one.instance));
      if (stores.size > 1) throw new Error('a JPEG with more than one C2PA manifest store is delivered as uploaded');
      return segments.filter((one) => stores.has(one.instance)).map((one) => one.range);
    }
    const end = at + 2 + header.readUInt16BE(2);
    if (end > size) throw new Error('JPEG segment runs past the end of the file');
    if (marker === 0xeb && header.toString('latin1', 4, 6) === 'JP' && end - at >= 12)
      segments.push(jumbfSegmentAt(read, at, end));
    at = end;
  }
  throw new Error('JPEG ends before its scan');
}

/** The one manifest store of a file c2pa-rs just signed (in memory: it is small). */
export function embeddedStoreOf(file: Buffer, mimeType: StreamableMimeType): EmbeddedStore {
  if (mimeType === 'image/gif') return gifStore(file);
  return mimeType === 'image/png' ? pngStore(file) : jpegStore(file);
}

function pngStore(file: Buffer): EmbeddedStore {
  const start = PNG_STORE_AT;
  if (file.toString('latin1', start + 4, start + 8) !== 'caBX') throw new Error('no caBX chunk after IHDR');
  const length = file.readUInt32BE(start);
  const end = start + 12 + length;
  return {
    start,
    end,
    jumbf: Buffer.from(file.subarray(start + 8, start + 8 + length)),
    embed(jumbf) {
      if (jumbf.length !== length) throw new Error('the patched store changed its length');
      const chunk = Buffer.alloc(12 + length);
      chunk.writeUInt32BE(length, 0);
      chunk.write('caBX', 4, 'latin1');
      jumbf.copy(chunk, 8);
      chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + length)), 8 + length);
      return chunk;
    },
  };
}

/** APP11 header: marker (2), length (2), "JP" (2), box instance (2), sequence number (4). */
const APP11_HEADER = 12;
/** Every segment after the first repeats the superbox's LBox and TBox before its part of the rest. */
const REPEATED_BOX_HEADER = 8;

function jpegStore(file: Buffer): EmbeddedStore {
  const start = JPEG_STORE_AT;
  const parts: { at: number; length: number }[] = [];
  let at = start;
  while (file[at] === 0xff && file[at + 1] === 0xeb && file.toString('latin1', at + 4, at + 6) === 'JP') {
    const end = at + 2 + file.readUInt16BE(at + 2);
    const skip = APP11_HEADER + (parts.length === 0 ? 0 : REPEATED_BOX_HEADER);
    parts.push({ at: at + skip, length: end - at - skip });
    at = end;
  }
  if (parts.length === 0) throw new Error('no APP11 segments after SOI');
  return storeInParts(file, [start, at], parts);
}
