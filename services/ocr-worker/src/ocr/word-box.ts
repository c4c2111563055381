// A type of its own file, so the pass geometry (pass-frame.ts) and the readers
// (recognize.ts, scene-text-reader.ts) both import it and neither imports the other.

/** Pixel corners of a word in the image it was read from: left, top inclusive; right, bottom exclusive. */
export interface WordBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
