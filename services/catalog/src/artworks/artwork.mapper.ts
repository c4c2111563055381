import { type Artwork, formatCents } from '@shop/contracts';
import type { ArtworkRow } from '../db/schema.js';

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export function toArtwork(row: ArtworkRow): Artwork {
  return {
    id: row.id,
    filename: row.filename,
    originalName: row.original_name,
    title: row.title,
    category: row.category,
    price: row.price_cents === null ? null : formatCents(row.price_cents),
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
  };
}
