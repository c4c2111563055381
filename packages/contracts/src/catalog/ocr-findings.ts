import { z } from 'zod';

/**
 * What the OCR worker can find wrong with an artwork's text: a word the dictionary does not know
 * (`misspelling`), or a word-like token read with low confidence where the image clearly holds
 * text (`unreadable`), so that text nobody could read is never silently clean.
 * Consumers switch on `kind`.
 */
export const OCR_FINDING_KINDS = ['misspelling', 'unreadable'] as const;
export const OcrFindingKindSchema = z.enum(OCR_FINDING_KINDS);
export type OcrFindingKind = z.infer<typeof OcrFindingKindSchema>;

/** An axis-aligned rectangle in the original image's pixels (upright, as its width and height). */
export const OcrBoxSchema = z.object({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
});
export type OcrBox = z.infer<typeof OcrBoxSchema>;

/** At most this many dictionary words are offered for one misspelling. */
export const MAX_OCR_SUGGESTIONS = 3;
/** At most this many other readings of a finding's place are kept with it. */
export const MAX_OCR_READINGS = 5;

/**
 * One thing OCR found, as read. `confidence` (tesseract's 0-100), `box` and `pass` are null only
 * for findings recorded before the worker reported them, which kept the word alone.
 */
export const OcrFindingSchema = z.object({
  kind: OcrFindingKindSchema,
  /** The word exactly as read (case and apostrophes kept). */
  word: z.string().min(1).max(200),
  confidence: z.number().min(0).max(100).nullable(),
  box: OcrBoxSchema.nullable(),
  /** The image pass that read it (e.g. `light`, `dark-8`, `gray`), for diagnosis. */
  pass: z.string().max(40).nullable(),
  /**
   * For a misspelling, the nearest dictionary words, likeliest first, in the case of the word read
   * ("SUMMR" → "SUMMER"); absent on findings recorded before the worker offered them
   * and empty when the dictionary knows nothing near.
   */
  suggestions: z.array(z.string().min(1).max(200)).max(MAX_OCR_SUGGESTIONS).optional(),
  /**
   * The other readings of the same place, by the other reader or another pass ("Zorbiax" named,
   * "Zorblax" beside it): a shop or curator word among them is what the image says, and drops the
   * finding as its word would. Absent when there were none, and on findings stored before other readings were kept.
   */
  readings: z.array(z.string().min(1).max(200)).max(MAX_OCR_READINGS).optional(),
});
export type OcrFinding = z.infer<typeof OcrFindingSchema>;

export const OcrFindingsParamsSchema = z.object({ id: z.string().max(100) });

/** `GET /api/artworks/:id/ocr-findings`: the findings behind the artwork's `ocrErrors`, in reading order. */
export const ArtworkOcrFindingsSchema = z.object({
  artworkId: z.string(),
  findings: z.array(OcrFindingSchema),
});
export type ArtworkOcrFindings = z.infer<typeof ArtworkOcrFindingsSchema>;
