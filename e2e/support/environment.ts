import { randomBytes } from 'node:crypto';

/** One isolated copy of the product for a browser run: its own ports, database, queues and data folder. */
const runId = process.env.E2E_RUN_ID ?? randomBytes(4).toString('hex');
process.env.E2E_RUN_ID = runId;

export const E2E = {
  runId,
  port: Number(process.env.E2E_PORT ?? 18080),
  adminPassword: 'e2e-admin-password',
  databaseName: `shop_e2e_${runId}`,
  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  },
};

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
