/**
 * Where each part of the shop listens on one machine (ARCHITECTURE "Default ports"), declared once:
 * each service's config defaults its PORT from here, its callers' configs default the address they
 * read from `urlVariable`, and the run command offsets these with SHOP_PORT_OFFSET.
 */
export const SERVICE_ADDRESSES = {
  gateway: { port: 8080 },
  catalog: { port: 4001, urlVariable: 'CATALOG_URL' },
  orders: { port: 4002, urlVariable: 'ORDERS_URL' },
  payments: { port: 4003, urlVariable: 'PAYMENTS_URL' },
  'ocr-worker': { port: 4004 },
  notifications: { port: 4005, urlVariable: 'NOTIFICATIONS_URL' },
  /** The gateway's /metrics, apart from the shop's port (a Prometheus exporter's usual one). */
  'gateway-metrics': { port: 9464 },
  /** The run command's embedded stand-ins: S3 (s3rver), and the mail catcher's SMTP and web inbox. */
  'object-storage': { port: 9000 },
  'mail-smtp': { port: 1025 },
  'mail-web': { port: 1080 },
} as const satisfies Record<string, { port: number; urlVariable?: string }>;

export type AddressName = keyof typeof SERVICE_ADDRESSES;

/** The address a caller uses when nothing is configured: the default port on this machine. */
export const defaultServiceUrl = (name: AddressName): string => `http://127.0.0.1:${SERVICE_ADDRESSES[name].port}`;

/** What shoppers' links start with when PUBLIC_BASE_URL is unset: the gateway on this machine. */
export const DEFAULT_PUBLIC_BASE_URL = `http://localhost:${SERVICE_ADDRESSES.gateway.port}`;
