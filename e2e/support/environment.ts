import { randomBytes } from 'node:crypto';
import { runPorts } from '@shop/launcher';

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
  /** The run command's mail catcher (maildev) for this run: its REST API lists what the shop sent. */
  get mailWebUrl() {
    // The run command's port for it at SHOP_PORT_OFFSET, which playwright.config.ts sets from this.
    return `http://127.0.0.1:${runPorts(Number(process.env.E2E_PORT_OFFSET ?? 10000))['mail-web']}`;
  },
};

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
