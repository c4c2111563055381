import { useSyncExternalStore } from 'react';
import { isRecord } from './guards';

/**
 * A payment that was captured but whose order is not (yet) recorded. Kept in local
 * storage so neither a reload nor a second tab offers a second payment for that cart: while it
 * exists the checkout pages show the paid state instead of the Pay buttons.
 */
export interface PaidCheckout {
  /** The PayPal order id: SPEC's 'Order ID: {id}', and the key `POST /api/orders` is idempotent on. */
  paypalOrderId: string;
  /** What `POST /api/orders` is sent, kept so the order can be recorded again later. */
  orderBody: unknown;
  /** recording: the page is trying; failed: every attempt failed; recorded: the stored order's id is known. */
  state: 'recording' | 'failed' | 'recorded';
  orderId: string | null;
  paidAt: string;
}

export const PAID_CHECKOUT_STORAGE_KEY = 'paid-checkout';
const CHANGE_EVENT = 'shop:paid-checkout';

function localStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

function isPaidCheckout(value: unknown): value is PaidCheckout {
  return (
    isRecord(value) &&
    typeof value.paypalOrderId === 'string' &&
    value.paypalOrderId !== '' &&
    (value.state === 'recording' || value.state === 'failed' || value.state === 'recorded') &&
    (value.orderId === null || typeof value.orderId === 'string') &&
    typeof value.paidAt === 'string'
  );
}

let cachedRaw: string | null = null;
let cached: PaidCheckout | null = null;

/** The stored record, or null; the same object while the stored text is unchanged. */
export function loadPaidCheckout(): PaidCheckout | null {
  let raw: string | null = null;
  try {
    raw = localStore()?.getItem(PAID_CHECKOUT_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    cached = isPaidCheckout(parsed) ? parsed : null;
  } catch {
    cached = null;
  }
  return cached;
}

function notify() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function savePaidCheckout(record: PaidCheckout): void {
  try {
    localStore()?.setItem(PAID_CHECKOUT_STORAGE_KEY, JSON.stringify(record));
  } catch (error) {
    console.error('Could not save the paid checkout', error);
  }
  notify();
}

/** Changes the stored record when it is still the one for `paypalOrderId`. */
export function updatePaidCheckout(paypalOrderId: string, change: Partial<Omit<PaidCheckout, 'paypalOrderId'>>): void {
  const current = loadPaidCheckout();
  if (current?.paypalOrderId !== paypalOrderId) return;
  savePaidCheckout({ ...current, ...change });
}

export function clearPaidCheckout(): void {
  try {
    localStore()?.removeItem(PAID_CHECKOUT_STORAGE_KEY);
  } catch {
    // nothing stored, nothing to clear
  }
  notify();
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PAID_CHECKOUT_STORAGE_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The paid checkout of this browser, kept in step across components and tabs. */
export function usePaidCheckout(): PaidCheckout | null {
  return useSyncExternalStore(subscribe, loadPaidCheckout, () => null);
}
