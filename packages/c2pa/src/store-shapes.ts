/** The byte ranges, [start, end), of a file that hold manifest stores: dropped when a new one goes in. */
export type Ranges = [number, number][];

/** A manifest store as embedded in a small file: the JUMBF, and how to embed it again once patched. */
export interface EmbeddedStore {
  /** Where its bytes start in the file (where the new file gets them too) and end. */
  start: number;
  end: number;
  jumbf: Buffer;
  /** The embedded bytes for a JUMBF of the same length: the chunk or segments as they were, refilled. */
  embed(jumbf: Buffer): Buffer;
}

/** A store's JUMBF as it lies in a file, cut into `parts` (APP11 segments, GIF sub-blocks) by headers of the format's. */
export function storeInParts(
  file: Buffer,
  [start, end]: [number, number],
  parts: readonly { at: number; length: number }[],
): EmbeddedStore {
  const jumbf = Buffer.concat(parts.map((part) => file.subarray(part.at, part.at + part.length)));
  return {
    start,
    end,
    jumbf,
    embed(patched) {
      if (patched.length !== jumbf.length) throw new Error('the patched store changed its length');
      const embedded = Buffer.from(file.subarray(start, end));
      let from = 0;
      for (const part of parts) {
        patched.copy(embedded, part.at - start, from, from + part.length);
        from += part.length;
      }
      return embedded;
    },
  };
}
