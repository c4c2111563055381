import { closeSync, openSync, readSync } from 'node:fs';

/**
 * Where a TIFF keeps its C2PA manifest store, as c2pa-rs writes it: the file's bytes stay where
 * they are, a copy of the first IFD with one more entry (tag 0xCD41, type UNDEFINED, its count the
 * store's length, its offset the store's) is written after them, the header points at that copy,
 * and the store follows it. The hard binding (`c2pa.hash.data`) hashes everything but two ranges:
 * that entry's count field and the store. So a store made for a small TIFF goes into a large one
 * once its hash and those two ranges' starts are put right (see tiff-transplant.ts).
 */
export const C2PA_TAG = 0xcd41;
const UNDEFINED = 7;
const SHORT = 3;
const LONG = 4;
const ENTRY_BYTES = 12;
/** BigTIFF (magic 43) has 20-byte entries and 8-byte offsets: not signed streaming. */
const CLASSIC_MAGIC = 42;

export interface TiffFirstIfd {
  littleEndian: boolean;
  /** Where the header says the first IFD is. */
  at: number;
  /** Its entries as stored, 12 bytes each, in order of tag. */
  entries: Buffer[];
  /** The offset of the next IFD (0: none); a copy of this IFD points there too. */
  next: number;
}

type ReadAt = (position: number, length: number) => Buffer;

/** Reads and writes of 16- and 32-bit values in the file's byte order. */
function byteOrder(littleEndian: boolean) {
  return {
    u16: (bytes: Buffer, at: number) => (littleEndian ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at)),
    u32: (bytes: Buffer, at: number) => (littleEndian ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at)),
    put16: (bytes: Buffer, value: number, at: number) =>
      littleEndian ? bytes.writeUInt16LE(value, at) : bytes.writeUInt16BE(value, at),
    put32: (bytes: Buffer, value: number, at: number) =>
      littleEndian ? bytes.writeUInt32LE(value, at) : bytes.writeUInt32BE(value, at),
  };
}

function readTiffFirstIfd(read: ReadAt, size: number): TiffFirstIfd {
  const head = read(0, 8);
  const order = head.toString('latin1', 0, 2);
  if (head.length < 8 || (order !== 'II' && order !== 'MM')) throw new Error('not a TIFF file');
  const littleEndian = order === 'II';
  const { u16, u32 } = byteOrder(littleEndian);
  if (u16(head, 2) !== CLASSIC_MAGIC) throw new Error('not a classic TIFF (BigTIFF is not signed streaming)');
  const at = u32(head, 4);
  if (at < 8 || at + 2 > size) throw new Error('TIFF first IFD outside the file');
  const count = u16(read(at, 2), 0);
  const end = at + 2 + count * ENTRY_BYTES + 4;
  if (count === 0 || end > size) throw new Error('TIFF first IFD runs past the end of the file');
  const body = read(at + 2, count * ENTRY_BYTES + 4);
  const entries = Array.from({ length: count }, (_, index) =>
    Buffer.from(body.subarray(index * ENTRY_BYTES, (index + 1) * ENTRY_BYTES)),
  );
  return { littleEndian, at, entries, next: u32(body, count * ENTRY_BYTES) };
}

/** The first IFD of a TIFF on disk, read by its header and entries only (never the image data). */
export function tiffFirstIfdOfFile(path: string, size: number): TiffFirstIfd {
  const fd = openSync(path, 'r');
  try {
    return readTiffFirstIfd((position, length) => {
      const bytes = Buffer.alloc(length);
      return bytes.subarray(0, readSync(fd, bytes, 0, length, position));
    }, size);
  } finally {
    closeSync(fd);
  }
}

/** The first IFD of a TIFF in memory (a signed stand-in). */
export function tiffFirstIfdOf(file: Buffer): TiffFirstIfd {
  return readTiffFirstIfd((position, length) => file.subarray(position, position + length), file.length);
}

export const tagOf = (ifd: TiffFirstIfd, entry: Buffer) => byteOrder(ifd.littleEndian).u16(entry, 0);

/** Where the count field of the first IFD's entry at `index` is: the data hash excludes the C2PA one's. */
const countFieldAt = (ifdAt: number, index: number) => ifdAt + 2 + index * ENTRY_BYTES + 4;

/**
 * The C2PA entry's count (the store's length), offset, and where its count field is, when the
 * first IFD has one.
 */
export function c2paEntryOf(ifd: TiffFirstIfd): { countAt: number; length: number; offset: number } | undefined {
  const index = ifd.entries.findIndex((entry) => tagOf(ifd, entry) === C2PA_TAG);
  const entry = ifd.entries[index];
  if (!entry) return undefined;
  const { u32 } = byteOrder(ifd.littleEndian);
  return { countAt: countFieldAt(ifd.at, index), length: u32(entry, 4), offset: u32(entry, 8) };
}

/**
 * The copy of `ifd` that points at a store of `storeLength` bytes written right after it, for a
 * file whose bytes end at `fileEnd`: where it goes (word-aligned, as TIFF requires), its bytes,
 * and where the C2PA entry's count field and the store are.
 */
export function firstIfdWithStore(
  ifd: TiffFirstIfd,
  fileEnd: number,
  storeLength: number,
): { at: number; bytes: Buffer; countAt: number; storeAt: number } {
  if (c2paEntryOf(ifd)) throw new Error('the TIFF has a manifest store already');
  const at = fileEnd + (fileEnd % 2);
  const count = ifd.entries.length + 1;
  const storeAt = at + 2 + count * ENTRY_BYTES + 4;
  const entry = Buffer.alloc(ENTRY_BYTES);
  const { put16, put32 } = byteOrder(ifd.littleEndian);
  put16(entry, C2PA_TAG, 0);
  put16(entry, UNDEFINED, 2);
  put32(entry, storeLength, 4);
  put32(entry, storeAt, 8);
  // Entries stay in ascending order of tag (TIFF 6.0 §2): the C2PA one goes before any larger tag.
  const index = ifd.entries.filter((other) => tagOf(ifd, other) < C2PA_TAG).length;
  const entries = [...ifd.entries.slice(0, index), entry, ...ifd.entries.slice(index)];
  const bytes = Buffer.alloc(storeAt - at);
  put16(bytes, count, 0);
  entries.forEach((one, position) => one.copy(bytes, 2 + position * ENTRY_BYTES));
  put32(bytes, ifd.next, 2 + count * ENTRY_BYTES);
  return { at, bytes, countAt: countFieldAt(at, index), storeAt };
}

/**
 * A TIFF that carries a store of its own, as the file's next signer sees it: its first IFD without
 * the C2PA entry, and where its bytes end. c2pa-rs writes the store last, so that store is cut
 * off; one anywhere else stays, as bytes nothing points to any more (the new store's hash covers
 * them). A TIFF without a store is as it was.
 */
export function withoutOwnStore(ifd: TiffFirstIfd, size: number): { ifd: TiffFirstIfd; size: number } {
  const own = c2paEntryOf(ifd);
  if (!own) return { ifd, size };
  return {
    ifd: { ...ifd, entries: ifd.entries.filter((entry) => tagOf(ifd, entry) !== C2PA_TAG) },
    size: own.offset + own.length === size ? own.offset : size,
  };
}

/** A small TIFF in memory (a stand-in) carrying `jumbf` as its store, laid out as c2pa-rs lays one out. */
export function tiffCarrying(tiff: Buffer, jumbf: Buffer): Buffer {
  const ifd = tiffFirstIfdOf(tiff);
  const layout = firstIfdWithStore(ifd, tiff.length, jumbf.length);
  return Buffer.concat([
    tiff.subarray(0, 4),
    firstIfdOffsetBytes(ifd, layout.at),
    tiff.subarray(8),
    Buffer.alloc(layout.at - tiff.length),
    layout.bytes,
    jumbf,
  ]);
}

/** The header's first-IFD offset, as the file's byte order writes it. */
export function firstIfdOffsetBytes(ifd: TiffFirstIfd, offset: number): Buffer {
  const bytes = Buffer.alloc(4);
  byteOrder(ifd.littleEndian).put32(bytes, offset, 0);
  return bytes;
}

/**
 * A 256 × 256 grey TIFF, uncompressed: what c2pa-rs signs in a large TIFF's place. Its 64 KiB of
 * pixels put the store's offsets past 65,535, where CBOR writes them in four bytes as it does a
 * large file's, so they are replaced in place.
 */
export function tiffStandIn(): Buffer {
  const side = 256;
  const pixels = side * side;
  const tags: [number, number, number][] = [
    [256, SHORT, side],
    [257, SHORT, side],
    [258, SHORT, 8],
    [259, SHORT, 1],
    [262, SHORT, 1],
    [273, LONG, 8],
    [277, SHORT, 1],
    [278, SHORT, side],
    [279, LONG, pixels],
  ];
  const ifdAt = 8 + pixels;
  const file = Buffer.alloc(ifdAt + 2 + tags.length * ENTRY_BYTES + 4, 0xff);
  file.write('II', 0, 'latin1');
  file.writeUInt16LE(CLASSIC_MAGIC, 2);
  file.writeUInt32LE(ifdAt, 4);
  file.fill(0, ifdAt);
  file.writeUInt16LE(tags.length, ifdAt);
  tags.forEach(([tag, type, value], index) => {
    const at = ifdAt + 2 + index * ENTRY_BYTES;
    file.writeUInt16LE(tag, at);
    file.writeUInt16LE(type, at + 2);
    file.writeUInt32LE(1, at + 4);
    if (type === SHORT) file.writeUInt16LE(value, at + 8);
    else file.writeUInt32LE(value, at + 8);
  });
  return file;
}
