import type { IncomingMessage, Server } from 'node:http';
import { MailDev } from 'maildev';
import { z } from 'zod';
import { freePort } from '../processes/ports.js';
import { waitFor } from '../processes/wait-for.js';

/** A message as the catcher's REST API (`GET /api/email`) lists it: the parts tests read. */
export const CaughtMailSchema = z.object({
  id: z.string(),
  subject: z.string(),
  text: z.string().optional().default(''),
  html: z.string().optional().default(''),
  to: z.array(z.object({ address: z.string(), name: z.string().optional() })),
  from: z
    .array(z.object({ address: z.string(), name: z.string().optional() }))
    .optional()
    .default([]),
  messageId: z.string().optional(),
  time: z.string().optional(),
});
export type CaughtMail = z.infer<typeof CaughtMailSchema>;

export interface MailCatcherOptions {
  smtpPort?: number;
  webPort?: number;
  /** Where the web inbox listens; default loopback. */
  webHost?: string;
}

/**
 * An SMTP server that keeps every message and shows them in a web inbox (maildev): the run
 * command's and the tests' mail server, so nothing needs setting up and nothing leaves the machine.
 */
export interface MailCatcher {
  smtpPort: number;
  smtpUrl: string;
  /** The web inbox; its REST API is under /api. */
  webUrl: string;
  messages(): Promise<CaughtMail[]>;
  /** Messages addressed to `address` (case-insensitive). */
  messagesTo(address: string): Promise<CaughtMail[]>;
  /** Waits until `count` messages to `address` arrived, and returns them. */
  waitForMessagesTo(address: string, count?: number, timeoutMs?: number): Promise<CaughtMail[]>;
  /** Stops accepting mail (a test of an SMTP outage); `start` resumes on the same ports. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * maildev serves its inbox page at `/` only to a request whose Accept names text/html (its SPA
 * fallback); `curl`, link checkers and health checks got a 404 at the address the run command
 * prints. A GET of `/` is given that Accept before maildev's own handler reads the request.
 */
function showInboxToEveryClient(http: Server | undefined): void {
  http?.prependListener('request', (request: IncomingMessage) => {
    const isInboxPage = request.method === 'GET' && (request.url === '/' || request.url?.startsWith('/?'));
    if (isInboxPage && !request.headers.accept?.includes('text/html')) request.headers.accept = 'text/html';
  });
}

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const smtpPort = options.smtpPort ?? (await freePort());
  const webPort = options.webPort ?? (await freePort());
  const webHost = options.webHost ?? '127.0.0.1';
  const webUrl = `http://${webHost === '0.0.0.0' ? '127.0.0.1' : webHost}:${webPort}`;
  let server: MailDev | undefined;
  // The store lives in the server: a stopped and restarted catcher starts with an empty inbox.
  const start = async () => {
    if (server) return;
    const next = new MailDev({ smtp: smtpPort, ip: '127.0.0.1', web: webPort, webIp: webHost, silent: true });
    const started = await next.start();
    showInboxToEveryClient(started.api?.server.server);
    server = next;
  };
  const stop = async () => {
    const current = server;
    server = undefined;
    await current?.stop();
  };
  await start();

  const messages = async (): Promise<CaughtMail[]> => {
    const response = await fetch(`${webUrl}/api/email`, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`mail catcher answered ${response.status}`);
    return z.array(CaughtMailSchema).parse(await response.json());
  };
  const messagesTo = async (address: string) =>
    (await messages()).filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));

  return {
    smtpPort,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webUrl,
    messages,
    messagesTo,
    async waitForMessagesTo(address, count = 1, timeoutMs = 20_000) {
      return waitFor(
        async () => {
          const found = await messagesTo(address);
          return found.length >= count ? found : undefined;
        },
        { timeoutMs, intervalMs: 100, what: `${count} message(s) to ${address}` },
      );
    },
    stop,
    start,
    close: stop,
  };
}
