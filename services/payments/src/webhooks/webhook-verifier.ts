import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PAYPAL_TRANSMISSION_HEADERS,
  SIMULATOR_WEBHOOK_SIGNATURE_HEADER,
  SIMULATOR_WEBHOOK_TOLERANCE_SECONDS,
} from '@shop/contracts';
import type { Logger } from '@shop/platform';
import { createPayPalClient } from '../paypal/paypal-client.js';

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/**
 * Says whether a webhook request really comes from PayPal (or, in simulator mode, from whoever
 * holds the configured secret). `rawBody` is the body byte for byte as it arrived: signatures are
 * over it, not over a re-serialised object.
 */
export interface WebhookVerifier {
  readonly mode: 'paypal' | 'simulator';
  verify(headers: WebhookHeaders, rawBody: string): Promise<boolean>;
}

const header = (headers: WebhookHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The documented simulator signature: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`. */
export function simulatorWebhookSignature(secret: string, rawBody: string, timestampSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
  return `t=${timestampSeconds},v1=${mac}`;
}

export function createSimulatorWebhookVerifier(options: { secret: string; now?: () => Date }): WebhookVerifier {
  const now = options.now ?? (() => new Date());
  return {
    mode: 'simulator',
    async verify(headers, rawBody) {
      // No key (PAYPAL_WEBHOOK_SECRET unset): nothing can be signed, so nothing passes.
      if (options.secret === '') return false;
      const value = header(headers, SIMULATOR_WEBHOOK_SIGNATURE_HEADER);
      const parts = new Map(
        (value ?? '').split(',').map((part) => {
          const [key = '', ...rest] = part.trim().split('=');
          return [key, rest.join('=')] as const;
        }),
      );
      const timestamp = Number(parts.get('t'));
      const given = parts.get('v1') ?? '';
      if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
      if (Math.abs(now().getTime() / 1000 - timestamp) > SIMULATOR_WEBHOOK_TOLERANCE_SECONDS) return false;
      const expected = simulatorWebhookSignature(options.secret, rawBody, timestamp).split('v1=')[1] ?? '';
      return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
    },
  };
}

const API_BASE = { sandbox: 'https://api-m.sandbox.paypal.com', production: 'https://api-m.paypal.com' } as const;
const VERIFY_PATH = '/v1/notifications/verify-webhook-signature';

export interface PayPalWebhookVerifierOptions {
  clientId: string;
  clientSecret: string;
  environment: 'sandbox' | 'production';
  /** The webhook's id in PayPal's dashboard; without it nothing can be verified. */
  webhookId: string | undefined;
  /** Tests only: the fake PayPal. */
  baseUrl?: string;
  timeoutMs?: number;
  log: Logger;
}

/**
 * PayPal mode: PayPal's own verify-webhook-signature call (the server SDK has no controller for
 * it), authorised with an OAuth token fetched by the SDK's client-credentials manager, i.e. the same
 * credentials and token endpoint the Orders calls use.
 */
export function createPayPalWebhookVerifier(options: PayPalWebhookVerifierOptions): WebhookVerifier {
  const timeoutMs = options.timeoutMs ?? 8_000;
  const client = createPayPalClient({ ...options, timeoutMs });
  const base = (options.baseUrl ?? API_BASE[options.environment]).replace(/\/+$/, '');
  let token: { value: string; expiresAtMs: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAtMs > Date.now()) return token.value;
    const fetched = await client.clientCredentialsAuthManager.fetchToken();
    // A minute early, so a token never expires between this check and PayPal reading it.
    const lifetimeMs = Number(fetched.expiresIn ?? 300n) * 1000 - 60_000;
    token = { value: fetched.accessToken, expiresAtMs: Date.now() + Math.max(lifetimeMs, 0) };
    return token.value;
  }

  async function callVerify(body: string): Promise<Response> {
    return fetch(`${base}${VERIFY_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await accessToken()}` },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  return {
    mode: 'paypal',
    async verify(headers, rawBody) {
      if (options.webhookId === undefined) {
        options.log.warn('PayPal webhook refused: PAYPAL_WEBHOOK_ID is not set');
        return false;
      }
      const fields = {
        auth_algo: header(headers, PAYPAL_TRANSMISSION_HEADERS.authAlgo),
        cert_url: header(headers, PAYPAL_TRANSMISSION_HEADERS.certUrl),
        transmission_id: header(headers, PAYPAL_TRANSMISSION_HEADERS.transmissionId),
        transmission_sig: header(headers, PAYPAL_TRANSMISSION_HEADERS.transmissionSig),
        transmission_time: header(headers, PAYPAL_TRANSMISSION_HEADERS.transmissionTime),
      };
      if (Object.values(fields).some((value) => value === undefined || value === '')) return false;
      // The event goes back verbatim: PayPal checks the signature over the bytes it sent.
      const body = `${JSON.stringify({ ...fields, webhook_id: options.webhookId }).slice(0, -1)},"webhook_event":${rawBody}}`;
      let response = await callVerify(body);
      if (response.status === 401) {
        token = undefined;
        response = await callVerify(body);
      }
      if (!response.ok) {
        // PayPal cannot tell us now: the caller answers 503 and PayPal delivers the event again later.
        throw new Error(`PayPal verify-webhook-signature answered ${response.status}: ${await response.text()}`);
      }
      const answer = (await response.json()) as { verification_status?: unknown };
      return answer.verification_status === 'SUCCESS';
    },
  };
}
