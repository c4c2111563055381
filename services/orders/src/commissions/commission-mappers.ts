import {
  orderNumberOf,
  type CommissionBrief,
  type CommissionDetail,
  type CommissionFile,
  type CommissionSummary,
} from '@shop/contracts';
import type { CommissionFileRow, CommissionRow } from '../db/schema.js';
import type { CommissionWithOrder } from './commissions.repository.js';

export function toBrief(row: CommissionRow): CommissionBrief | null {
  if (!row.brief_submitted_at) return null;
  return {
    brandName: row.brief_brand_name ?? '',
    purpose: row.brief_purpose ?? '',
    style: row.brief_style ?? '',
    notes: row.brief_notes ?? '',
    submittedAt: row.brief_submitted_at.toISOString(),
  };
}

export function toSummary(row: CommissionWithOrder): CommissionSummary {
  return {
    id: row.id,
    orderId: row.order_id,
    orderNumber: orderNumberOf(row.order_id),
    productName: row.product_name,
    status: row.status,
    brandName: row.brief_brand_name,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    fileCount: row.file_count,
    createdAt: row.created_at.toISOString(),
  };
}

export function toFile(row: CommissionFileRow): CommissionFile {
  return {
    id: row.id,
    originalName: row.original_name,
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
    uploadedAt: row.created_at.toISOString(),
  };
}

export function toDetail(row: CommissionWithOrder, files: readonly CommissionFileRow[]): CommissionDetail {
  return {
    ...toSummary(row),
    brief: toBrief(row),
    files: files.map(toFile),
    deliveredAt: row.delivered_at?.toISOString() ?? null,
  };
}
