import { valueToCents } from '../paypal/paypal-money.js';

/** What a webhook event's `resource` (a capture, or a refund/reversal) says, read defensively. */
export interface ResourceFacts {
  resourceId: string | null;
  paypalOrderId: string | null;
  captureId: string | null;
  amountCents: number | null;
}

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length > 0 && value.length <= 64 ? value : null;

function amountCents(resource: Record<string, unknown>): number | null {
  const value = record(resource['amount'])?.['value'];
  if (typeof value !== 'string') return null;
  try {
    return Math.abs(valueToCents(value.replace(/^-/, '')));
  } catch {
    return null;
  }
}

/** A refund's `links` name its capture as rel "up": …/v2/payments/captures/<id>. */
function captureIdFromLinks(resource: Record<string, unknown>): string | null {
  const links = Array.isArray(resource['links']) ? resource['links'] : [];
  for (const link of links) {
    const entry = record(link);
    const href = typeof entry?.['href'] === 'string' ? entry['href'] : '';
    const match = /\/v2\/payments\/captures\/([^/?#]+)/.exec(href);
    if (entry?.['rel'] === 'up' && match?.[1]) return text(decodeURIComponent(match[1]));
  }
  return null;
}

/**
 * Capture events carry the capture (its id is the capture id); refund and reversal events carry
 * the refund, which names its capture in `links` and, like captures, its order in
 * `supplementary_data.related_ids`.
 */
export function readResource(isCapture: boolean, resource: Record<string, unknown> | undefined): ResourceFacts {
  if (!resource) return { resourceId: null, paypalOrderId: null, captureId: null, amountCents: null };
  const related = record(record(resource['supplementary_data'])?.['related_ids']);
  const resourceId = text(resource['id']);
  return {
    resourceId,
    paypalOrderId: text(related?.['order_id']),
    captureId: isCapture ? resourceId : (text(related?.['capture_id']) ?? captureIdFromLinks(resource)),
    amountCents: amountCents(resource),
  };
}
