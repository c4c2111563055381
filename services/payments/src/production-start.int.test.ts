import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Fail closed: the real process, not only its schema, refuses a production start that
// would quietly run the simulator and hand out free downloads.
const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, [main], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      INTERNAL_TOKEN: 'a-production-token-0123456789',
      ...env,
    },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('payments in production', () => {
  it('refuses to start without PayPal credentials and says what to set', () => {
    const run = start({});
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain(
      'Invalid configuration: PAYMENTS_PROVIDER: production needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET',
    );
  });

  it('refuses to start in PayPal mode without PAYPAL_WEBHOOK_ID, which verifying notifications needs', () => {
    const run = start({ PAYPAL_CLIENT_ID: 'live-id', PAYPAL_CLIENT_SECRET: 'live-secret' });
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain(
      "PAYPAL_WEBHOOK_ID: production in PayPal mode needs the id of the webhook registered in PayPal's dashboard",
    );
  });
});
