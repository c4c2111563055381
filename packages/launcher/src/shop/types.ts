import { resolve } from 'node:path';
import type pg from 'pg';
import type { ManagedProcess } from '../processes/process.js';
import type { MailCatcher } from '../stores/mail-catcher.js';

/**
 * The HTTP services, in the order a one-at-a-time start uses: each after those it calls (payments
 * asks catalog for prices, orders asks payments and catalog), the gateway last.
 */
export const SERVICES = ['catalog', 'payments', 'orders', 'gateway'] as const;
export type ServiceName = (typeof SERVICES)[number];
/** Every process of the shop that listens on a port of its own. */
export type ShopPortName = ServiceName | 'ocr-worker' | 'notifications' | 'mail-smtp' | 'mail-web';

/** packages/launcher/dist (or src) → the repository root. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../../..');
export const entryOf = (service: ServiceName | 'ocr-worker' | 'notifications') =>
  resolve(REPO_ROOT, 'services', service, 'dist', 'main.js');
/**
 * node's flags for the OCR worker, as its image's CMD gives them (services/ocr-worker/Dockerfile
 * says why; a test holds the two equal).
 */
export const OCR_WORKER_NODE_FLAGS: readonly string[] = ['--no-incremental-marking-task'];

/** The secrets the services share; random unless given (the run command keeps them between runs). */
export interface ShopSecrets {
  ADMIN_PASSWORD: string;
  SESSION_SECRET: string;
  INTERNAL_TOKEN: string;
  DOWNLOAD_TOKEN_SECRET: string;
  /** The key of this install's simulator webhooks; there is no default anyone could know. */
  PAYPAL_WEBHOOK_SECRET: string;
  /**
   * The orders service's C2PA signing key and chain (PEM): the run command makes them once per
   * install; unset (tests, unless they set them), downloads are delivered without the shop's
   * Content Credentials.
   */
  C2PA_SIGNING_KEY?: string;
  C2PA_SIGNING_CERTS?: string;
}

/** Where the shop keeps its data: what every service is wired to. */
export interface ShopStores {
  databaseUrl: string;
  redisUrl: string;
  s3: { endpoint: string; accessKey: string; secretKey: string };
  /** The catalog, which takes uploads, may reach storage through a fault proxy (tests). */
  catalogS3Endpoint?: string;
  close(): Promise<void>;
}

/**
 * Starts one service with its environment on its port and answers once it listens. The default
 * spawns the built service (`services/<name>/dist/main.js`); whole-stack tests pass one that builds
 * the apps in their own process, to inject requests and read logs.
 */
export type ServiceRunner = (service: {
  name: ServiceName;
  env: Record<string, string | undefined>;
  port: number;
}) => Promise<ManagedProcess>;

export interface ServicesOptions {
  run?: ServiceRunner;
  /** OCR worker processes to start with the shop (more with `startWorker`); default 1. */
  workers?: number;
  /**
   * Processes per HTTP service; default 1 each. The gateway balances over every
   * replica of a service itself; the services reach each other through a TCP round-robin per
   * service in this process (what a Kubernetes Service does in production).
   */
  replicas?: Partial<Record<ServiceName, number>>;
  /**
   * Fixed ports (the run command's 8080, 4001…); the others are free ports. Further replicas of a
   * service on a fixed port take the next ports: gateway +1, +2…; the others +10, +20….
   */
  ports?: Partial<Record<ShopPortName, number>>;
  /**
   * E-mail: `catcher` (default) starts the notifications service and an embedded SMTP
   * catcher with a web inbox (maildev) it sends to; `{smtpUrl}` starts the service with that SMTP
   * server (a real provider); `off` starts neither.
   */
  mail?: 'catcher' | 'off' | { smtpUrl: string };
  /** Where the gateway listens; default loopback. */
  gatewayHost?: string;
  secrets?: Partial<ShopSecrets>;
  /** BullMQ prefix; unset, the services' own default. */
  queuePrefix?: string | undefined;
  /**
   * The environment every process starts from, under the shop's wiring: the run command passes its
   * own on; tests pass only what a process needs to run (PATH, HOME).
   */
  baseEnv?: Record<string, string | undefined>;
  /** Extra environment for every process, over the shop's wiring. */
  env?: Record<string, string>;
  /** Extra environment for one service only. */
  serviceEnv?: Partial<Record<ServiceName, Record<string, string>>>;
  /** Extra environment for the notifications service (e.g. CONTACT_TO, its limits). */
  notificationsEnv?: Record<string, string>;
  /** Node flags for every service, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /**
   * Start one service at a time (each migrates first; two cores are better spent in turn) instead
   * of all at once.
   */
  isSequential?: boolean;
  readyTimeoutMs?: number;
  /**
   * Each process (and each data store `local` starts) in a process group of its own: a terminal's
   * Ctrl-C then reaches only the caller, whose `close` stops them in order with one SIGTERM each
   * (the run command). Tests leave it off, so an interrupted test run takes its processes along.
   */
  isDetached?: boolean;
  /** Every line a process writes. */
  onOutput?: (name: string, line: string) => void;
  /** A process exited that nobody stopped. */
  onUnexpectedExit?: (name: string) => void;
  log?: (message: string) => void;
}

/** The built services as child processes: the shop as operators run it. */
export interface Shop {
  /** The wiring every process got (stores, token, URLs, queue prefix), for processes a test starts itself. */
  env: Record<string, string>;
  databaseUrl: string;
  redisUrl: string;
  s3Endpoint: string;
  bucket: string;
  queuePrefix: string | undefined;
  internalToken: string;
  adminPassword: string;
  secrets: ShopSecrets;
  gatewayUrl: string;
  /** The first replica of each service. */
  urls: Record<ServiceName, string>;
  /** Every replica of each service, in order. */
  replicaUrls: Record<ServiceName, string[]>;
  /** Each gateway replica's METRICS_PORT, in order: /metrics is not on the shop's port. */
  gatewayMetricsUrls: string[];
  /** The first replica of each service. */
  processes: Map<ServiceName, ManagedProcess>;
  /** Every replica of each service, in order (a stopped one stays until started again). */
  replicas: Record<ServiceName, ManagedProcess[]>;
  workers: ManagedProcess[];
  /** The notifications service, unless `mail: 'off'`. */
  notifications: ManagedProcess | undefined;
  /** The embedded SMTP catcher and its web inbox, with `mail: 'catcher'`. */
  mail: MailCatcher | undefined;
  /** A pool on the shop's database, for checking what was (not) stored. */
  db: pg.Pool;
  startWorker(): Promise<ManagedProcess>;
  /** Sends a signal to a service (its first replica unless `index` says) and waits for it to exit. */
  stopService(name: ServiceName, signal?: NodeJS.Signals, index?: number): Promise<void>;
  startService(name: ServiceName, index?: number): Promise<void>;
  /** Signs in as the curator through the gateway and returns the Cookie header value. */
  adminCookie(): Promise<string>;
  /** The last log lines of every process, for a failure message. */
  diagnostics(): string;
  /** Stops the services, then the data stores it started. */
  close(): Promise<void>;
}
