import { closeSync, openSync, readSync } from 'node:fs';
import { type EmbeddedStore, type Ranges, storeInParts } from './store-shapes.js';

/**
 * Where a GIF keeps its C2PA manifest store, as c2pa-rs writes it: one application extension
 * (identifier "C2PA_GIF", the store in data sub-blocks of up to 255 bytes) right after the logical
 * screen descriptor and the global colour table, so at a place each file's header says. The hard
 * binding (`c2pa.hash.data`) hashes the whole file but that block. So a store made for a small GIF
 * with the same header goes into a large one at the same place once its hash is put right (see
 * transplant.ts), as a PNG's or JPEG's does.
 */
const SIGNATURES = ['GIF87a', 'GIF89a'];
/** The signature (6) and the logical screen descriptor (7). */
const SCREEN_BYTES = 13;
const EXTENSION = 0x21;
const APPLICATION = 0xff;
const IMAGE = 0x2c;
const TRAILER = 0x3b;
/** Introducer, label, the identifier block's length (11), "C2PA_GIF" and its 3-byte code. */
const STORE_HEADER_BYTES = 3 + 11;
const STORE_IDENTIFIER = 'C2PA_GIF';

/** Bytes of a colour table flagged in `packed` (a screen's or an image's): 3 × 2^(n+1), or none. */
function colourTableBytes(packed: number): number {
  return packed & 0x80 ? 3 * (1 << ((packed & 0x07) + 1)) : 0;
}

/** Where a GIF's store goes: after its screen descriptor and global colour table (its "head"). */
export function gifHeadLength(head: Buffer): number {
  if (head.length < SCREEN_BYTES || !SIGNATURES.includes(head.toString('latin1', 0, 6)))
    throw new Error('not a GIF file');
  return SCREEN_BYTES + colourTableBytes(head[10] ?? 0);
}

/** A file read forward through a window, so a walk of a GIF's many small sub-blocks makes few reads. */
class ForwardReader {
  private window = Buffer.alloc(0);
  private windowAt = 0;

  constructor(
    private readonly fd: number,
    private readonly size: number,
  ) {}

  /** The byte at `position`; throws past the end of the file. */
  byte(position: number): number {
    if (position >= this.size) throw new Error('GIF block runs past the end of the file');
    if (position < this.windowAt || position >= this.windowAt + this.window.length) {
      const bytes = Buffer.alloc(Math.min(1 << 20, this.size - position));
      this.window = bytes.subarray(0, readSync(this.fd, bytes, 0, bytes.length, position));
      this.windowAt = position;
      if (this.window.length === 0) throw new Error('GIF block runs past the end of the file');
    }
    return this.window[position - this.windowAt] ?? 0;
  }

  text(position: number, length: number): string {
    return String.fromCharCode(...Array.from({ length }, (_, index) => this.byte(position + index)));
  }
}

/** Past the data sub-blocks starting at `at`, their terminator included. */
function pastSubBlocks(read: ForwardReader, at: number): number {
  let position = at;
  for (let length = read.byte(position); length !== 0; length = read.byte(position)) position += 1 + length;
  return position + 1;
}

/**
 * The ranges of a GIF on disk that hold a manifest store (its "C2PA_GIF" application extensions),
 * from a walk of its blocks that skips the image data by the lengths of its sub-blocks. Throws
 * when the file is no GIF or its blocks run past its end or never reach the trailer, so a damaged
 * file is never signed.
 */
export function gifStoreRangesOf(path: string, size: number): Ranges {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(SCREEN_BYTES);
    const read = new ForwardReader(fd, size);
    readSync(fd, head, 0, SCREEN_BYTES, 0);
    const ranges: Ranges = [];
    for (let at = gifHeadLength(head); ;) {
      const introducer = read.byte(at);
      if (introducer === TRAILER) return ranges;
      if (introducer === EXTENSION) {
        const isStore =
          read.byte(at + 1) === APPLICATION && read.byte(at + 2) === 11 && read.text(at + 3, 8) === STORE_IDENTIFIER;
        const end = pastSubBlocks(read, at + 2);
        if (isStore) ranges.push([at, end]);
        at = end;
      } else if (introducer === IMAGE) {
        // Descriptor (10 bytes), its colour table, the LZW code size, then the data's sub-blocks.
        at = pastSubBlocks(read, at + 10 + colourTableBytes(read.byte(at + 9)) + 1);
      } else {
        throw new Error(`GIF block of an unknown kind (0x${introducer.toString(16)}) at byte ${at}`);
      }
    }
  } finally {
    closeSync(fd);
  }
}

/** The first bytes of a GIF on disk, up to where its store goes. */
export function gifHeadOfFile(path: string): Buffer {
  const fd = openSync(path, 'r');
  try {
    const screen = Buffer.alloc(SCREEN_BYTES);
    readSync(fd, screen, 0, SCREEN_BYTES, 0);
    const head = Buffer.alloc(gifHeadLength(screen));
    if (readSync(fd, head, 0, head.length, 0) !== head.length) throw new Error('GIF ends in its colour table');
    return head;
  } finally {
    closeSync(fd);
  }
}

/**
 * A GIF with the original's head (its screen and global colour table, so its store goes at the same
 * byte) and one pixel: what c2pa-rs signs in a large GIF's place.
 */
export function gifStandIn(head: Buffer): Buffer {
  // An image descriptor of 1 × 1 at 0,0 with no colour table; LZW code size 2; the codes clear,
  // 0, end in one sub-block; the trailer.
  const pixel = Buffer.from('2c000000000100010000020244010000' + '3b', 'hex');
  return Buffer.concat([head.subarray(0, gifHeadLength(head)), pixel]);
}

/** The one store of a GIF c2pa-rs just signed (in memory: it is small), at the end of its head. */
export function gifStore(file: Buffer): EmbeddedStore {
  const start = gifHeadLength(file);
  if (file[start] !== EXTENSION || file.toString('latin1', start + 3, start + 11) !== STORE_IDENTIFIER)
    throw new Error('no C2PA_GIF extension after the colour table');
  const parts: { at: number; length: number }[] = [];
  let at = start + STORE_HEADER_BYTES;
  for (let length = file[at] ?? 0; length !== 0; length = file[at] ?? 0) {
    if (at + 1 + length > file.length) throw new Error('GIF block runs past the end of the file');
    parts.push({ at: at + 1, length });
    at += 1 + length;
  }
  return storeInParts(file, [start, at + 1], parts);
}
