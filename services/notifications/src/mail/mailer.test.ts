import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSmtpMailer, type Mailer, senderAddress } from './mailer.js';

// The mailer keeps its SMTP connections open and reuses them.

interface FakeSmtp {
  url: string;
  /** Connections opened so far. */
  connections: number;
  /** Connections the client has closed. */
  closed: number;
  /** Messages accepted (after DATA's final dot). */
  messages: number;
  /** Drops every open connection, as a server restarting does. */
  dropAll(): void;
  close(): Promise<void>;
}

/** Just enough SMTP for nodemailer: greeting, EHLO, MAIL, RCPT, DATA, RSET, QUIT. */
async function startFakeSmtp(): Promise<FakeSmtp> {
  const sockets = new Set<Socket>();
  const state = { connections: 0, closed: 0, messages: 0 };
  const server: Server = createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on('close', () => {
      state.closed += 1;
      sockets.delete(socket);
    });
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            state.messages += 1;
            socket.write('250 queued\r\n');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    get connections() {
      return state.connections;
    },
    get closed() {
      return state.closed;
    },
    get messages() {
      return state.messages;
    },
    dropAll() {
      for (const socket of sockets) socket.destroy();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const mail = (n: number) => ({
  to: `buyer${n}@example.com`,
  subject: `Receipt ${n}`,
  text: 'Thanks',
  html: '<p>Thanks</p>',
  messageId: `<receipt.${n}@shop.example.com>`,
});

let smtp: FakeSmtp | undefined;
let mailer: Mailer | undefined;

afterEach(async () => {
  mailer?.close();
  await smtp?.close();
  mailer = undefined;
  smtp = undefined;
});

describe('createSmtpMailer', () => {
  it('sends one message after another over one connection', async () => {
    smtp = await startFakeSmtp();
    mailer = createSmtpMailer({
      smtpUrl: smtp.url,
      from: 'Shop <orders@shop.example.com>',
      timeoutMs: 3000,
      maxConnections: 2,
    });
    for (let n = 1; n <= 4; n++) await mailer.send(mail(n));
    expect(smtp.messages).toBe(4);
    expect(smtp.connections).toBe(1);
  });

  it('opens no more connections than allowed when messages go at once', async () => {
    smtp = await startFakeSmtp();
    const pooled = createSmtpMailer({
      smtpUrl: smtp.url,
      from: 'Shop <orders@shop.example.com>',
      timeoutMs: 3000,
      maxConnections: 2,
    });
    mailer = pooled;
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => pooled.send(mail(n))));
    expect(smtp.messages).toBe(6);
    expect(smtp.connections).toBeLessThanOrEqual(2);
  });

  it('connects again after the server dropped its idle connection', async () => {
    smtp = await startFakeSmtp();
    const fake = smtp;
    mailer = createSmtpMailer({
      smtpUrl: fake.url,
      from: 'Shop <orders@shop.example.com>',
      timeoutMs: 3000,
      maxConnections: 1,
    });
    await mailer.send(mail(1));
    fake.dropAll();
    await vi.waitFor(() => expect(fake.closed).toBe(1));
    await mailer.send(mail(2));
    expect(fake.messages).toBe(2);
    expect(fake.connections).toBe(2);
  });

  it('closes its connections when closed', async () => {
    smtp = await startFakeSmtp();
    const fake = smtp;
    mailer = createSmtpMailer({
      smtpUrl: fake.url,
      from: 'Shop <orders@shop.example.com>',
      timeoutMs: 3000,
      maxConnections: 2,
    });
    await mailer.send(mail(1));
    mailer.close();
    mailer = undefined;
    await vi.waitFor(() => expect(fake.closed).toBe(fake.connections));
  });

  it('gives up on a server that never says hello within its time limit', async () => {
    const held: Socket[] = [];
    const silent = createServer((socket) => void held.push(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as AddressInfo;
    mailer = createSmtpMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Shop <orders@shop.example.com>',
      timeoutMs: 300,
      maxConnections: 1,
    });
    const started = Date.now();
    await expect(mailer.send(mail(1))).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
    for (const socket of held) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });
});

describe('senderAddress', () => {
  it("reads MAIL_FROM's address, with or without a display name (the shop's name replaces it)", () => {
    expect(senderAddress('Algorithmic Art Gallery <orders@shop.example.com>')).toBe('orders@shop.example.com');
    expect(senderAddress('"A <b@c>" <orders@shop.example.com>')).toBe('orders@shop.example.com');
    expect(senderAddress('orders@localhost')).toBe('orders@localhost');
    expect(senderAddress('no address here')).toBeUndefined();
  });
});
