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
