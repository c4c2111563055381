import { z } from 'zod';
import { ArtworkStatusSchema } from './artwork.js';
import { OcrFindingKindSchema } from './ocr-findings.js';

/** What the image says, as the curator types it: a word or a short line of a sign. */
export const MAX_MISREAD_TEXT_LENGTH = 100;

const MISREAD_TEXT_RULE = `What the image says is 1-${MAX_MISREAD_TEXT_LENGTH} characters`;

/**
 * "Misread: the image says …": the curator says OCR read one of this work's findings
 * wrongly and what the image really says; the finding is cleared for this work alone and nothing
 * joins the shop's word list (accepting a word is for real names, which the dictionary lacks).
 */
export const OcrMisreadBodySchema = z
  .object({
    /** The finding's word exactly as OCR read it (its comparison is normalizeWord's). */
    word: z.string().min(1).max(200),
    text: z
      .string()
      .trim()
      .min(1, MISREAD_TEXT_RULE)
      .max(MAX_MISREAD_TEXT_LENGTH, MISREAD_TEXT_RULE)
      .regex(/^[^\p{Cc}]*$/u, 'What the image says is one line of text, without control characters'),
  })
  .strict();
export type OcrMisreadBody = z.infer<typeof OcrMisreadBodySchema>;

/**
 * One recorded misreading: what OCR read where the image says `text`, with the finding's kind,
 * confidence and the image pass that read it, so the pipeline's misreadings can be counted.
 */
export const OcrMisreadSchema = z.object({
  artworkId: z.string(),
  word: z.string(),
  text: z.string(),
  kind: OcrFindingKindSchema,
  confidence: z.number().nullable(),
  pass: z.string().nullable(),
  /** When the curator first marked it; `updatedAt` when they last said what the image says. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OcrMisread = z.infer<typeof OcrMisreadSchema>;

/** The misreading as stored, and the work's errors and status re-derived without its finding. */
export const OcrMisreadResultSchema = z.object({
  misread: OcrMisreadSchema,
  status: ArtworkStatusSchema,
  ocrErrors: z.array(z.string()),
});
export type OcrMisreadResult = z.infer<typeof OcrMisreadResultSchema>;

export const MAX_MISREAD_LIST_LIMIT = 500;

export const OcrMisreadListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_MISREAD_LIST_LIMIT).optional(),
});
export type OcrMisreadListQuery = z.infer<typeof OcrMisreadListQuerySchema>;

/** `GET /api/ocr/misreads`: how many were recorded, and the latest ones (newest first). */
export const OcrMisreadListSchema = z.object({
  total: z.number().int(),
  items: z.array(OcrMisreadSchema),
});
export type OcrMisreadList = z.infer<typeof OcrMisreadListSchema>;
