import { type Artwork, formatCents, strikethroughCents } from '@shop/contracts';
import type { ArtworkRow } from '../db/schema.js';

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

const money = (cents: number | null) => (cents === null ? null : formatCents(cents));

/**
 * `referenceCents`: the shop's reference price when it is on, else null (issue #25); it decides
 * the struck price of a work without its own compare-at price.
 */
export function toArtwork(row: ArtworkRow, referenceCents: number | null): Artwork {
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
    strikethroughPrice: money(strikethroughCents(row.price_cents, row.compare_at_price_cents, referenceCents)),
  };
}
