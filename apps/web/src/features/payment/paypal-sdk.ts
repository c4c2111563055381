import { CURRENCY } from '@shop/contracts';

/**
 * SPEC §7 script options, plus PayPal's card fields: the wallet and the Credit Card
 * tab load the same script, so whichever loads first serves both.
 */
export const paypalScriptOptions = (clientId: string) => ({
  clientId,
  currency: CURRENCY,
  intent: 'capture',
  components: 'buttons,card-fields',
  enableFunding: 'card,paylater,credit,venmo',
});

/** What the card tab uses of PayPal's card fields component (JS SDK `paypal.CardFields`). */
export interface CardFieldsField {
  render: (container: HTMLElement | string) => Promise<void>;
  close?: () => Promise<void>;
}
export interface CardFieldsInstance {
  isEligible: () => boolean;
  NameField: (options?: Record<string, unknown>) => CardFieldsField;
  NumberField: (options?: Record<string, unknown>) => CardFieldsField;
  ExpiryField: (options?: Record<string, unknown>) => CardFieldsField;
  CVVField: (options?: Record<string, unknown>) => CardFieldsField;
  submit: (options?: Record<string, unknown>) => Promise<void>;
}
export interface CardFieldsOptions {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onError: (error: unknown) => void;
  style?: Record<string, Record<string, string>>;
}
export interface PayPalCardFieldsSdk {
  CardFields: (options: CardFieldsOptions) => CardFieldsInstance;
}

const SDK_BASE = 'https://www.paypal.com/sdk/js';

function currentSdk(): PayPalCardFieldsSdk | null {
  const candidate: unknown = (window as unknown as { paypal?: unknown }).paypal;
  return typeof candidate === 'object' &&
    candidate !== null &&
    'CardFields' in candidate &&
    typeof candidate.CardFields === 'function'
    ? (candidate as PayPalCardFieldsSdk)
    : null;
}

export function paypalSdkUrl(clientId: string): string {
  const options = paypalScriptOptions(clientId);
  const query = new URLSearchParams({
    'client-id': options.clientId,
    currency: options.currency,
    intent: options.intent,
    components: options.components,
    'enable-funding': options.enableFunding,
  });
  return `${SDK_BASE}?${query.toString()}`;
}

/**
 * The PayPal JS SDK with its card fields: the one already on the page (the wallet's), or the
 * script loaded now. Rejects when the script cannot be loaded.
 */
export function loadCardFieldsSdk(clientId: string): Promise<PayPalCardFieldsSdk> {
  const ready = currentSdk();
  if (ready) return Promise.resolve(ready);
  // The SDK is there but without card fields: a script loaded without them, nothing to wait for.
  if ((window as unknown as { paypal?: unknown }).paypal)
    return Promise.reject(new Error('The PayPal SDK has no card fields'));
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src^="${SDK_BASE}"]`);
    const script = existing ?? document.createElement('script');
    const settle = () => {
      const sdk = currentSdk();
      if (sdk) resolve(sdk);
      else reject(new Error('The PayPal SDK has no card fields'));
    };
    script.addEventListener('load', settle, { once: true });
    script.addEventListener('error', () => reject(new Error('The PayPal SDK could not be loaded')), { once: true });
    if (!existing) {
      script.src = paypalSdkUrl(clientId);
      script.async = true;
      document.head.appendChild(script);
    }
  });
}
