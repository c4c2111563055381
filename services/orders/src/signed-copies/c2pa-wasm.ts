import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as c2pa from '@contentauth/c2pa-wasm';

/**
 * The C2PA library (c2pa-rs built to WebAssembly; the native binding cannot install here),
 * compiled on the signing thread's first job. The catalog reads uploads with the same library;
 * services share no code but packages, so this loader is the orders' own copy of the catalog's.
 */
let loaded: typeof c2pa | undefined;

export function c2paLibrary(): typeof c2pa {
  if (!loaded) {
    const wasmPath = createRequire(import.meta.url).resolve('@contentauth/c2pa-wasm/c2pa.wasm');
    c2pa.initSync({ module: readFileSync(wasmPath) });
    installFileReaderSync();
    loaded = c2pa;
  }
  return loaded;
}

const READ_RANGE = Symbol('c2pa.readRange');

/**
 * A part of a file on disk that the library reads as a browser Blob (size, slice, and
 * FileReaderSync one range at a time), so the original is read, not copied whole into the
 * library's memory first.
 */
export class FileRange {
  readonly #fd: number;
  readonly #start: number;
  readonly #end: number;

  constructor(fd: number, start: number, end: number) {
    this.#fd = fd;
    this.#start = start;
    this.#end = end;
  }

  get size(): number {
    return this.#end - this.#start;
  }

  slice(from = 0, to = this.size): FileRange {
    const clamp = (n: number) => Math.min(Math.max(n < 0 ? this.size + n : n, 0), this.size);
    return new FileRange(this.#fd, this.#start + clamp(from), this.#start + Math.max(clamp(from), clamp(to)));
  }

  [READ_RANGE](): ArrayBuffer {
    const bytes = scratchFor(this.size);
    let done = 0;
    while (done < bytes.length) {
      const n = readSync(this.#fd, bytes, done, bytes.length - done, this.#start + done);
      if (n === 0) break;
      done += n;
    }
    return bytes.buffer;
  }
}

/** Reads this large and up share one buffer: see scratchFor. */
const SCRATCH_FROM_BYTES = 1 << 20;
let scratch: Uint8Array<ArrayBuffer> | undefined;

/**
 * The buffer a range is read into. The library copies each read into its own memory before it
 * asks for the next (one synchronous call), so its 16 MiB reads reuse one buffer instead of
 * leaving 16 MiB of garbage each.
 */
function scratchFor(size: number): Uint8Array<ArrayBuffer> {
  if (size < SCRATCH_FROM_BYTES) return new Uint8Array(size);
  if (scratch?.length !== size) scratch = new Uint8Array(size);
  return scratch;
}

/** Runs `use` with the whole file as a Blob; the file is closed after, whatever happens. */
export async function withFileBlob<T>(path: string, size: number, use: (file: Blob) => Promise<T>): Promise<T> {
  const fd = openSync(path, 'r');
  try {
    return await use(new FileRange(fd, 0, size) as unknown as Blob);
  } finally {
    closeSync(fd);
  }
}

/** The library reads Blobs with the browser worker's FileReaderSync: Node has none, so this one reads FileRanges. */
function installFileReaderSync(): void {
  const scope = globalThis as { FileReaderSync?: unknown };
  if (scope.FileReaderSync !== undefined) return;
  scope.FileReaderSync = class {
    readAsArrayBuffer(blob: unknown): ArrayBuffer {
      if (blob instanceof FileRange) return blob[READ_RANGE]();
      throw new TypeError('FileReaderSync here reads FileRange only');
    }
  };
}
