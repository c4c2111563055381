import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as c2pa from '@contentauth/c2pa-wasm';

/**
 * The C2PA library (c2pa-rs built to WebAssembly): it runs offline, with no native binary to
 * download at install (the native binding cannot install here). Compiled once per thread, on its
 * first use, so a service that never reads or signs a file never pays the 9 MB compile. The
 * catalog reads uploads' Content Credentials with it; orders signs delivered files.
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
 * A part of a file on disk that the library reads as a browser Blob: by `size`, `slice` and
 * FileReaderSync, one range at a time. So a 200 MB original is hashed for validation without
 * ever being held whole in memory (`WasmReader.fromBytes` would copy it into the library's memory).
 */
class FileRange {
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
 * asks for the next (one synchronous call), so its 16 MiB hashing reads can reuse one buffer
 * instead of leaving a new 16 MiB of garbage per read: memory stays flat however large the file.
 */
function scratchFor(size: number): Uint8Array<ArrayBuffer> {
  if (size < SCRATCH_FROM_BYTES) return new Uint8Array(size);
  if (scratch?.length !== size) scratch = new Uint8Array(size);
  return scratch;
}

/**
 * Runs `use` with the whole file as the Blob the library's `fromBlob`/`sign` take (a FileRange:
 * only this module's FileReaderSync reads it); the file is closed after, whatever happens.
 */
export async function withFileBlob<T>(path: string, size: number, use: (file: Blob) => Promise<T>): Promise<T> {
  const fd = openSync(path, 'r');
  try {
    return await use(new FileRange(fd, 0, size) as unknown as Blob);
  } finally {
    closeSync(fd);
  }
}

/**
 * The library's Blob reading calls the browser worker's FileReaderSync: Node has none, so this
 * gives it one that reads our FileRanges, and refuses anything else.
 */
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
