import { type ReadAt, readingBuffer, readingFile } from './file-reads.js';

/**
 * Where a TIFF keeps its C2PA manifest store, as c2pa-rs writes it: the file's bytes stay where
 * they are, a copy of the first IFD with one more entry (tag 0xCD41, type UNDEFINED, its count the
 * store's length, its offset the store's) is written after them, the header points at that copy,
 * and the store follows it. The hard binding (`c2pa.hash.data`) hashes everything but two ranges:
 * that entry's count field and the store. So a store made for a small TIFF goes into a large one
 * once its hash and those two ranges' starts are put right (see tiff-transplant.ts). A BigTIFF
 * (8-byte counts and offsets, 20-byte entries) is laid out the same way, but for where c2pa-rs
 * says its count field is (`countExclusionOf`).
 */
export const C2PA_TAG = 0xcd41;
const UNDEFINED = 7;
const SHORT = 3;
const LONG = 4;
const LONG8 = 16;
const CLASSIC_MAGIC = 42;
const BIG_MAGIC = 43;

/** The sizes a classic TIFF and a BigTIFF give their header, IFD counts, entries and offsets. */
interface TiffKind {
  big: boolean;
  /** Where the header keeps the first IFD's offset, and the header's length. */
  firstIfdAt: number;
  headerBytes: number;
  /** An IFD's entry count, each entry, and an offset or count (the next IFD's, an entry's). */
  countBytes: number;
  entryBytes: number;
  offsetBytes: number;
}
const CLASSIC: TiffKind = { big: false, firstIfdAt: 4, headerBytes: 8, countBytes: 2, entryBytes: 12, offsetBytes: 4 };
const BIG: TiffKind = { big: true, firstIfdAt: 8, headerBytes: 16, countBytes: 8, entryBytes: 20, offsetBytes: 8 };

export interface TiffFirstIfd {
  littleEndian: boolean;
  kind: TiffKind;
  /** Where the header says the first IFD is. */
  at: number;
  /** Its entries as stored, in order of tag. */
  entries: Buffer[];
  /** The offset of the next IFD (0: none); a copy of this IFD points there too. */
  next: number;
}

/** Reads and writes of 16-, 32- and 64-bit values in the file's byte order (64-bit ones below 2^53). */
function byteOrder(littleEndian: boolean) {
  const u16 = (bytes: Buffer, at: number) => (littleEndian ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (bytes: Buffer, at: number) => (littleEndian ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const u64 = (bytes: Buffer, at: number) =>
    Number(littleEndian ? bytes.readBigUInt64LE(at) : bytes.readBigUInt64BE(at));
  const put16 = (bytes: Buffer, value: number, at: number) =>
    littleEndian ? bytes.writeUInt16LE(value, at) : bytes.writeUInt16BE(value, at);
  const put32 = (bytes: Buffer, value: number, at: number) =>
    littleEndian ? bytes.writeUInt32LE(value, at) : bytes.writeUInt32BE(value, at);
  const put64 = (bytes: Buffer, value: number, at: number) =>
    littleEndian ? bytes.writeBigUInt64LE(BigInt(value), at) : bytes.writeBigUInt64BE(BigInt(value), at);
  return {
    u16,
    put16,
    /** A value of `width` bytes (2, 4 or 8). */
    read: (bytes: Buffer, at: number, width: number): number =>
      width === 8 ? u64(bytes, at) : width === 4 ? u32(bytes, at) : u16(bytes, at),
    write(bytes: Buffer, value: number, at: number, width: number): void {
      if (width === 8) put64(bytes, value, at);
      else if (width === 4) put32(bytes, value, at);
      else put16(bytes, value, at);
    },
  };
}

function readTiffFirstIfd(read: ReadAt, size: number): TiffFirstIfd {
  const head = read(0, BIG.headerBytes);
  const order = head.toString('latin1', 0, 2);
  if (head.length < CLASSIC.headerBytes || (order !== 'II' && order !== 'MM')) throw new Error('not a TIFF file');
  const littleEndian = order === 'II';
  const bytes = byteOrder(littleEndian);
  const magic = bytes.u16(head, 2);
  if (magic !== CLASSIC_MAGIC && magic !== BIG_MAGIC) throw new Error('not a TIFF file');
  const kind = magic === BIG_MAGIC ? BIG : CLASSIC;
  // A BigTIFF's header says its offsets are 8 bytes; no other size is defined.
  if (kind.big && (head.length < BIG.headerBytes || bytes.u16(head, 4) !== 8 || bytes.u16(head, 6) !== 0))
    throw new Error('a BigTIFF header of an unknown kind');
  const at = bytes.read(head, kind.firstIfdAt, kind.offsetBytes);
  if (at < kind.headerBytes || at + kind.countBytes > size) throw new Error('TIFF first IFD outside the file');
  const count = bytes.read(read(at, kind.countBytes), 0, kind.countBytes);
  const entriesBytes = count * kind.entryBytes;
  const end = at + kind.countBytes + entriesBytes + kind.offsetBytes;
  if (count === 0 || end > size) throw new Error('TIFF first IFD runs past the end of the file');
  const body = read(at + kind.countBytes, entriesBytes + kind.offsetBytes);
  const entries = Array.from({ length: count }, (_, index) =>
    Buffer.from(body.subarray(index * kind.entryBytes, (index + 1) * kind.entryBytes)),
  );
  return { littleEndian, kind, at, entries, next: bytes.read(body, entriesBytes, kind.offsetBytes) };
}

/** The first IFD of a TIFF on disk, read by its header and entries only (never the image data). */
export function tiffFirstIfdOfFile(path: string, size: number): TiffFirstIfd {
  return readingFile(path, (read) => readTiffFirstIfd(read, size));
}

/** The first IFD of a TIFF in memory (a signed stand-in). */
export function tiffFirstIfdOf(file: Buffer): TiffFirstIfd {
  return readTiffFirstIfd(readingBuffer(file), file.length);
}

export const tagOf = (ifd: TiffFirstIfd, entry: Buffer) => byteOrder(ifd.littleEndian).u16(entry, 0);

/**
 * The range the data hash excludes for the C2PA entry at `index` of an IFD at `ifdAt`: the
 * entry's count field. In a BigTIFF, c2pa-rs (as built) names an 8-byte range as if entries were
 * 16 bytes long, which is inside the IFD but not that entry's count field; the range it names is
 * what its hard binding excludes, so it is the one kept here (the store's length is then hashed).
 */
function countExclusionOf(kind: TiffKind, ifdAt: number, index: number): [number, number] {
  const start = kind.big ? ifdAt + 8 + index * 16 + 4 : ifdAt + 2 + index * kind.entryBytes + 4;
  return [start, start + kind.offsetBytes];
}

/**
 * The C2PA entry's count (the store's length) and offset, and the range its hard binding excludes
 * for it (countExclusionOf), when the first IFD has one.
 */
export function c2paEntryOf(
  ifd: TiffFirstIfd,
): { countExcluded: [number, number]; length: number; offset: number } | undefined {
  const index = ifd.entries.findIndex((entry) => tagOf(ifd, entry) === C2PA_TAG);
  const entry = ifd.entries[index];
  if (!entry) return undefined;
  const { read } = byteOrder(ifd.littleEndian);
  const width = ifd.kind.offsetBytes;
  return {
    countExcluded: countExclusionOf(ifd.kind, ifd.at, index),
    length: read(entry, 4, width),
    offset: read(entry, 4 + width, width),
  };
}

/**
 * The copy of `ifd` that points at a store of `storeLength` bytes written right after it, for a
 * file whose bytes end at `fileEnd`: where it goes (word-aligned, as TIFF requires), its bytes,
 * and where the range excluded for the C2PA entry's count field and the store are.
 */
export function firstIfdWithStore(
  ifd: TiffFirstIfd,
  fileEnd: number,
  storeLength: number,
): { at: number; bytes: Buffer; countExcluded: [number, number]; storeAt: number } {
  if (c2paEntryOf(ifd)) throw new Error('the TIFF has a manifest store already');
  const { kind } = ifd;
  const at = fileEnd + (fileEnd % 2);
  const count = ifd.entries.length + 1;
  const storeAt = at + kind.countBytes + count * kind.entryBytes + kind.offsetBytes;
  const entry = Buffer.alloc(kind.entryBytes);
  const bytes = byteOrder(ifd.littleEndian);
  bytes.put16(entry, C2PA_TAG, 0);
  bytes.put16(entry, UNDEFINED, 2);
  bytes.write(entry, storeLength, 4, kind.offsetBytes);
  bytes.write(entry, storeAt, 4 + kind.offsetBytes, kind.offsetBytes);
  // Entries stay in ascending order of tag (TIFF 6.0 §2): the C2PA one goes before any larger tag.
  const index = ifd.entries.filter((other) => tagOf(ifd, other) < C2PA_TAG).length;
  const entries = [...ifd.entries.slice(0, index), entry, ...ifd.entries.slice(index)];
  const written = Buffer.alloc(storeAt - at);
  bytes.write(written, count, 0, kind.countBytes);
  entries.forEach((one, position) => one.copy(written, kind.countBytes + position * kind.entryBytes));
  bytes.write(written, ifd.next, kind.countBytes + count * kind.entryBytes, kind.offsetBytes);
  return { at, bytes: written, countExcluded: countExclusionOf(kind, at, index), storeAt };
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
  const { firstIfdAt, offsetBytes } = ifd.kind;
  return Buffer.concat([
    tiff.subarray(0, firstIfdAt),
    firstIfdOffsetBytes(ifd, layout.at),
    tiff.subarray(firstIfdAt + offsetBytes),
    Buffer.alloc(layout.at - tiff.length),
    layout.bytes,
    jumbf,
  ]);
}

/** The header's first-IFD offset, as the file's kind and byte order write it. */
export function firstIfdOffsetBytes(ifd: TiffFirstIfd, offset: number): Buffer {
  const bytes = Buffer.alloc(ifd.kind.offsetBytes);
  byteOrder(ifd.littleEndian).write(bytes, offset, 0, ifd.kind.offsetBytes);
  return bytes;
}

/**
 * A 256 × 256 grey TIFF (a BigTIFF for a BigTIFF), uncompressed: what c2pa-rs signs in a large
 * TIFF's place. Its 64 KiB of pixels put the store's offsets past 65,535, where CBOR writes them
 * in four bytes as it does a large file's, so they are replaced in place.
 */
export function tiffStandIn({ big = false }: { big?: boolean } = {}): Buffer {
  const kind = big ? BIG : CLASSIC;
  const side = 256;
  const pixels = side * side;
  const offsetType = big ? LONG8 : LONG;
  const tags: [number, number, number][] = [
    [256, SHORT, side],
    [257, SHORT, side],
    [258, SHORT, 8],
    [259, SHORT, 1],
    [262, SHORT, 1],
    [273, offsetType, kind.headerBytes],
    [277, SHORT, 1],
    [278, SHORT, side],
    [279, offsetType, pixels],
  ];
  const ifdAt = kind.headerBytes + pixels;
  const file = Buffer.alloc(ifdAt + kind.countBytes + tags.length * kind.entryBytes + kind.offsetBytes, 0xff);
  const bytes = byteOrder(true);
  file.write('II', 0, 'latin1');
  bytes.put16(file, big ? BIG_MAGIC : CLASSIC_MAGIC, 2);
  if (big) {
    bytes.put16(file, 8, 4);
    bytes.put16(file, 0, 6);
  }
  bytes.write(file, ifdAt, kind.firstIfdAt, kind.offsetBytes);
  file.fill(0, ifdAt);
  bytes.write(file, tags.length, ifdAt, kind.countBytes);
  tags.forEach(([tag, type, value], index) => {
    const at = ifdAt + kind.countBytes + index * kind.entryBytes;
    bytes.put16(file, tag, at);
    bytes.put16(file, type, at + 2);
    bytes.write(file, 1, at + 4, kind.offsetBytes);
    bytes.write(file, value, at + 4 + kind.offsetBytes, type === SHORT ? 2 : kind.offsetBytes);
  });
  return file;
}

/** The stand-in for the TIFF at `path`: a BigTIFF for a BigTIFF, as its store's layout differs. */
export function tiffStandInFor(path: string, size: number): Buffer {
  return tiffStandIn({ big: tiffFirstIfdOfFile(path, size).kind.big });
}
