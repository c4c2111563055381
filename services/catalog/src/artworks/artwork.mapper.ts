import { type Artwork, formatCents, strikethroughCents } from '@shop/contracts';
import type { ArtworkRow } from '../db/schema.js';
import type { PriceStrikes } from '../pricing/price-strikes.js';

/**
 * The columns toArtwork reads, with the timestamps below: a public read selects these alone, so
 * its rows carry none of the curator's OCR findings (jsonb), preview keys or storage keys.
 */
export const ARTWORK_COLUMNS = [
  'id',
  'filename',
  'original_name',
  'title',
  'category',
  'price_cents',
  'is_for_sale',
  'status',
  'ocr_status',
  'ocr_text',
  'ocr_errors',
  'width',
  'height',
  'file_size',
  'mime_type',
  'description',
  'compare_at_price_cents',
] as const satisfies readonly (keyof ArtworkRow)[];

/** Read too, as Dates or as ISO 8601 text (a public read's, see artworks.repository.ts). */
export const ARTWORK_TIMESTAMP_COLUMNS = ['created_at', 'updated_at', 'uploaded_at'] as const;
type TimestampColumn = (typeof ARTWORK_TIMESTAMP_COLUMNS)[number];

/** A row toArtwork maps; a public read has its timestamps as ISO 8601 text already. */
export type ArtworkContractRow = Pick<ArtworkRow, (typeof ARTWORK_COLUMNS)[number]> &
  Record<TimestampColumn, Date | string>;

/** A string is Date#toISOString's text already, written by PostgreSQL (the repository's isoTimestamp). */
const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : value);

const money = (cents: number | null) => (cents === null ? null : formatCents(cents));

/** `strikes`: what decides the struck price (priceStrikesFor, read for the same rows). */
export function toArtwork(
  row: ArtworkContractRow,
  strikes: Pick<PriceStrikes, 'referenceCents' | 'earlierLowCents'>,
): Artwork {
  return {
    id: row.id,
    filename: row.filename,
    originalName: row.original_name,
    title: row.title,
    category: row.category,
    price: money(row.price_cents),
    isForSale: row.is_for_sale,
    status: row.status,
    ocrStatus: row.ocr_status,
    ocrText: row.ocr_text,
    ocrErrors: row.ocr_errors,
    width: row.width,
    height: row.height,
    fileSize: row.file_size,
    mimeType: row.mime_type,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    uploadedAt: iso(row.uploaded_at),
    description: row.description,
    compareAtPrice: money(row.compare_at_price_cents),
    strikethroughPrice: money(
      strikethroughCents(
        row.price_cents,
        row.compare_at_price_cents,
        strikes.referenceCents,
        strikes.earlierLowCents(row.id),
      ),
    ),
  };
}
