import { describe, expect, it } from 'vitest';
import { paymentsEnvSchema, PUBLISHED_EXAMPLE_WEBHOOK_SECRET } from './config.js';

const production = { NODE_ENV: 'production', INTERNAL_TOKEN: 'a-production-token-0123456789' };
const issues = (env: Record<string, string>) => {
  const result = paymentsEnvSchema.safeParse(env);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('payments configuration', () => {
  it('runs the simulator without PayPal credentials and PayPal with them', () => {
    expect(paymentsEnvSchema.parse({}).provider).toBe('simulator');
    expect(paymentsEnvSchema.parse({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }).provider).toBe('paypal');
  });

  it('refuses PAYMENTS_PROVIDER=paypal without both credentials', () => {
    expect(issues({ PAYMENTS_PROVIDER: 'paypal', PAYPAL_CLIENT_ID: 'id' })).toEqual([
      'PAYPAL_CLIENT_ID: PAYMENTS_PROVIDER=paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    ]);
  });

  it('refuses the test-only PayPal base URL in production', () => {
    const paypal = { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: 'WH-1' };
    expect(issues({ ...production, ...paypal })).toEqual([]);
    expect(issues({ ...production, ...paypal, PAYPAL_BASE_URL: 'http://127.0.0.1:9999' })).toEqual([
      'PAYPAL_BASE_URL: is for tests only and refused in production',
    ]);
    expect(issues({ ...paypal, PAYPAL_BASE_URL: 'http://127.0.0.1:9999' })).toEqual([]);
  });

  it('fails closed in production: no credentials and no explicit simulator is an error, never a free shop', () => {
    expect(issues(production)).toEqual([
      'PAYMENTS_PROVIDER: production needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or PAYMENTS_PROVIDER=simulator set explicitly for a demo in which no money moves',
    ]);
    expect(issues({ ...production, PAYPAL_CLIENT_ID: 'id' })).toHaveLength(1);
    expect(paymentsEnvSchema.parse({ ...production, PAYMENTS_PROVIDER: 'simulator' }).provider).toBe('simulator');
    expect(
      paymentsEnvSchema.parse({
        ...production,
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_WEBHOOK_ID: 'WH-1',
      }).provider,
    ).toBe('paypal');
  });

  it('refuses production in PayPal mode without the webhook id, which verifying notifications needs', () => {
    expect(issues({ ...production, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' })).toEqual([
      "PAYPAL_WEBHOOK_ID: production in PayPal mode needs the id of the webhook registered in PayPal's dashboard for /api/paypal/webhooks",
    ]);
    // Compose passes an unset variable as an empty one.
    expect(
      issues({ ...production, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_WEBHOOK_ID: '' }),
    ).toHaveLength(1);
    // Outside production PayPal mode starts without it (webhooks are then refused as unverifiable).
    expect(issues({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' })).toEqual([]);
  });

  it('has no webhook key unless one is given: an unset key signs nothing, so every simulator webhook is refused', () => {
    expect(paymentsEnvSchema.parse({}).PAYPAL_WEBHOOK_SECRET).toBe('');
    expect(paymentsEnvSchema.parse({ ...production, PAYMENTS_PROVIDER: 'simulator' }).PAYPAL_WEBHOOK_SECRET).toBe('');
    expect(paymentsEnvSchema.parse({ PAYPAL_WEBHOOK_SECRET: 'an-install-own-secret-0123' }).PAYPAL_WEBHOOK_SECRET).toBe(
      'an-install-own-secret-0123',
    );
  });

  it('refuses the example key the README once printed outside tests: anyone could sign with it', () => {
    const refusal = [
      'PAYPAL_WEBHOOK_SECRET: is the published example key, which anyone can sign webhooks with; use the key `pnpm dev` generated in .data/secrets.json or one of your own (openssl rand -hex 32)',
    ];
    expect(issues({ PAYPAL_WEBHOOK_SECRET: PUBLISHED_EXAMPLE_WEBHOOK_SECRET })).toEqual(refusal);
    expect(issues({ NODE_ENV: 'development', PAYPAL_WEBHOOK_SECRET: PUBLISHED_EXAMPLE_WEBHOOK_SECRET })).toEqual(
      refusal,
    );
    expect(
      issues({
        ...production,
        PAYMENTS_PROVIDER: 'simulator',
        PAYPAL_WEBHOOK_SECRET: PUBLISHED_EXAMPLE_WEBHOOK_SECRET,
      }),
    ).toEqual(refusal);
    expect(issues({ NODE_ENV: 'test', PAYPAL_WEBHOOK_SECRET: PUBLISHED_EXAMPLE_WEBHOOK_SECRET })).toEqual([]);
  });
});
