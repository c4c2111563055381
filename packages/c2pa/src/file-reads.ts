import { closeSync, openSync, readSync } from 'node:fs';

/** `length` bytes from `position` (fewer at the end): how a layout's walk reads a file or a buffer alike. */
export type ReadAt = (position: number, length: number) => Buffer;

/** `use` given reads of the file at `path`, open for as long as it runs. */
export function readingFile<T>(path: string, use: (read: ReadAt) => T): T {
  const fd = openSync(path, 'r');
  try {
    return use((position, length) => {
      const bytes = Buffer.alloc(length);
      return bytes.subarray(0, readSync(fd, bytes, 0, length, position));
    });
  } finally {
    closeSync(fd);
  }
}

/** Reads of a small file held in memory (a signed stand-in). */
export const readingBuffer =
  (file: Buffer): ReadAt =>
  (position, length) =>
    file.subarray(position, position + length);
