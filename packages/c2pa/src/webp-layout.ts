import { type ReadAt, readingBuffer, readingFile } from './file-reads.js';
import type { Ranges } from './store-shapes.js';

/**
 * Where a WebP keeps its C2PA manifest store, as c2pa-rs writes it: one `C2PA` chunk appended
 * after the file's last chunk, the RIFF header's size grown by it, nothing else changed (no
 * VP8X flag; a simple VP8 or VP8L file stays simple). The hard binding (`c2pa.hash.data`)
 * hashes the whole file but that chunk's header and payload (its pad byte, after an odd payload,
 * is hashed), the RIFF size included as it stands after the append. So
 * a store made for a small WebP goes after a large one once its hash and the chunk's start are put
 * right (see webp-transplant.ts).
 */
const WEBP_STORE_CHUNK = 'C2PA';
/** "RIFF", the size of what follows, "WEBP". */
export const RIFF_HEADER_BYTES = 12;
const CHUNK_HEADER_BYTES = 8;
/** RIFF sizes are 32-bit. */
const MAX_RIFF_SIZE = 0xffff_ffff;

/** A chunk's bytes as it takes room in the file: header, payload, and the pad byte of an odd payload. */
function chunkBytes(payloadLength: number): number {
  return CHUNK_HEADER_BYTES + payloadLength + (payloadLength & 1);
}

/** A WebP file's chunks walked from their headers: where its stores are. */
export interface WebpLayout {
  /** The `C2PA` chunks, [start, end) with their pad bytes. */
  stores: Ranges;
}

function readWebpLayout(read: ReadAt, size: number): WebpLayout {
  const head = read(0, RIFF_HEADER_BYTES);
  if (
    head.length < RIFF_HEADER_BYTES ||
    head.toString('latin1', 0, 4) !== 'RIFF' ||
    head.toString('latin1', 8, 12) !== 'WEBP'
  )
    throw new Error('not a WebP file');
  // Bytes after the RIFF (or a RIFF cut short) would be hashed without being the image's.
  if (head.readUInt32LE(4) + 8 !== size) throw new Error('a WebP whose RIFF size is not its file’s');
  const stores: Ranges = [];
  for (let at = RIFF_HEADER_BYTES; at < size;) {
    const header = read(at, CHUNK_HEADER_BYTES);
    if (header.length < CHUNK_HEADER_BYTES) throw new Error('WebP chunk runs past the end of the file');
    const end = at + chunkBytes(header.readUInt32LE(4));
    if (end > size) throw new Error('WebP chunk runs past the end of the file');
    if (header.toString('latin1', 0, 4) === WEBP_STORE_CHUNK) stores.push([at, end]);
    at = end;
  }
  return { stores };
}

/** The layout of a WebP on disk, read from its chunk headers (never its image data). */
export function webpLayoutOfFile(path: string, size: number): WebpLayout {
  return readingFile(path, (read) => readWebpLayout(read, size));
}

/** The same for a small WebP held in memory. */
export function webpLayoutOf(file: Buffer): WebpLayout {
  return readWebpLayout(readingBuffer(file), file.length);
}

/** A RIFF header for `size` bytes of file in all. */
export function riffHeader(size: number): Buffer {
  if (size - 8 > MAX_RIFF_SIZE) throw new Error('the WebP with its manifest would pass the RIFF size limit');
  const header = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  header.writeUInt32LE(size - 8, 4);
  return header;
}

/** The `C2PA` chunk holding `jumbf`, its pad byte included. */
export function storeChunk(jumbf: Buffer): Buffer {
  const chunk = Buffer.alloc(chunkBytes(jumbf.length));
  chunk.write(WEBP_STORE_CHUNK, 0, 'latin1');
  chunk.writeUInt32LE(jumbf.length, 4);
  jumbf.copy(chunk, CHUNK_HEADER_BYTES);
  return chunk;
}

/** The JUMBF of a `C2PA` chunk at `range` of `file`. */
export function storeOfChunk(file: Buffer, [start]: [number, number]): Buffer {
  return Buffer.from(
    file.subarray(start + CHUNK_HEADER_BYTES, start + CHUNK_HEADER_BYTES + file.readUInt32LE(start + 4)),
  );
}

/** What a hard binding excludes of the `C2PA` chunk at `range`: its header and payload, not its pad byte. */
export function excludedOfChunk([start, end]: [number, number], jumbfLength: number): [number, number] {
  if (end !== start + chunkBytes(jumbfLength)) throw new Error('the C2PA chunk is not as long as its store');
  return [start, start + CHUNK_HEADER_BYTES + jumbfLength];
}

/**
 * A one-pixel lossless WebP with an unknown chunk of 64 KiB after it (readers skip chunks they do
 * not know): what c2pa-rs signs in a large WebP's place. The padding puts the store's start past
 * 65,535, where CBOR writes it in four bytes as it does a large file's, so it is replaced in place.
 */
export function webpStandIn(): Buffer {
  const pixel = Buffer.from('UklGRh4AAABXRUJQVlA4TBEAAAAvAAAAAAfQ//73v/+BiOh/AAA=', 'base64');
  const padding = Buffer.alloc(chunkBytes(65_536));
  padding.write('PAD ', 0, 'latin1');
  padding.writeUInt32LE(65_536, 4);
  const body = Buffer.concat([pixel.subarray(RIFF_HEADER_BYTES), padding]);
  return Buffer.concat([riffHeader(RIFF_HEADER_BYTES + body.length), body]);
}

/** `webp` with `jumbf` appended in a `C2PA` chunk, as c2pa-rs appends one: a store's carrier to read it on. */
export function webpCarrying(webp: Buffer, jumbf: Buffer): Buffer {
  const chunk = storeChunk(jumbf);
  return Buffer.concat([riffHeader(webp.length + chunk.length), webp.subarray(RIFF_HEADER_BYTES), chunk]);
}
