import { type Quote, type QuoteBody, quoteCart } from '@shop/contracts';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';

/** POST /api/paypal/quote: the server's price of the cart with a promo code; creates nothing. */
export async function getQuote(body: QuoteBody): Promise<Quote> {
  return callEndpoint(quoteCart, { body });
}

/** A refused code: the server's `error` code and its message, worded for the shopper. */
export interface PromoRefusal {
  error: string | null;
  message: string;
}

export function promoRefusal(error: unknown, fallback: string): PromoRefusal {
  if (!(error instanceof ApiError) || error.status >= 500) return { error: null, message: fallback };
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === 'object' && 'error' in parsed && typeof parsed.error === 'string') {
      return { error: parsed.error, message: error.serverMessage };
    }
  } catch {
    // not JSON: the raw text below
  }
  return { error: null, message: error.serverMessage || fallback };
}
