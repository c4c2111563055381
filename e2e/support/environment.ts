import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPorts } from '@shop/launcher';

/**
 * A browser run starts one isolated copy of the product per worker (its own ports, database,
 * queues and data folder), so two workers never see each other's settings, orders or mail: the
 * specs were written for a shop of their own, and a shop name changed by one must not show up in
 * another's assertions. Two workers on the 2-core machine: one alone left the cores idle more than
 * half the time, waiting on the browser and the services.
 */
export const STACK_COUNT = Number(process.env.E2E_WORKERS ?? 2);

/** Stacks sit this many ports apart, above the run's port offset (E2E_PORT_OFFSET). */
const STACK_PORT_STRIDE = 100;

const runId = process.env.E2E_RUN_ID ?? randomBytes(4).toString('hex');
process.env.E2E_RUN_ID = runId;

const basePortOffset = Number(process.env.E2E_PORT_OFFSET ?? 10000);
const baseGatewayPort = Number(process.env.E2E_PORT ?? 18080);
const baseS3Port = Number(process.env.E2E_S3_PORT ?? 19000);

export interface E2EStack {
  port: number;
  portOffset: number;
  s3Port: number;
  adminPassword: string;
  databaseName: string;
  queuePrefix: string;
  dataDir: string;
  baseUrl: string;
  /** The run command's mail catcher (maildev) for this stack: its REST API lists what the shop sent. */
  mailWebUrl: string;
}

export function e2eStack(index: number): E2EStack {
  const portOffset = basePortOffset + index * STACK_PORT_STRIDE;
  const port = baseGatewayPort + index * STACK_PORT_STRIDE;
  return {
    port,
    portOffset,
    s3Port: baseS3Port + index * STACK_PORT_STRIDE,
    adminPassword: 'e2e-admin-password',
    databaseName: `shop_e2e_${runId}_${index}`,
    queuePrefix: `e2e-${runId}-${index}`,
    dataDir: join(tmpdir(), `shop-e2e-${runId}-${index}`),
    baseUrl: `http://127.0.0.1:${port}`,
    mailWebUrl: `http://127.0.0.1:${runPorts(portOffset)['mail-web']}`,
  };
}

export const ALL_STACKS = Array.from({ length: STACK_COUNT }, (_, index) => e2eStack(index));

/**
 * This process's stack: a test worker's is its parallel index (Playwright sets TEST_PARALLEL_INDEX
 * in each worker, which loads this file and the config again); the runner's is the first.
 */
export const E2E = { runId, ...e2eStack(Number(process.env.TEST_PARALLEL_INDEX ?? 0)) };

/**
 * Debian's headless shell (`apt-get install chromium-headless-shell`), the build Playwright itself
 * runs headless: the whole browser in headless mode took twice its CPU for the same specs (57 s
 * against 29 s of Chromium for four specs on the 2-core machine). The whole browser when the shell
 * is missing.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
