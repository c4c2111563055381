import { createConnection } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';

/** One plain SMTP conversation: enough to drop a message into the catcher without a mail library. */
async function sendMail(port: number, to: string, subject: string): Promise<void> {
  const socket = createConnection({ host: '127.0.0.1', port });
  socket.setEncoding('utf8');
  let buffered = '';
  const waiters: ((line: string) => void)[] = [];
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    // A reply is complete at a line whose code is followed by a space (not a `250-` continuation).
    for (let match = /^\d{3} .*\r\n/m.exec(buffered); match; match = /^\d{3} .*\r\n/m.exec(buffered)) {
      buffered = buffered.slice(match.index + match[0].length);
      waiters.shift()?.(match[0]);
    }
  });
  const reply = () => new Promise<string>((resolve) => waiters.push(resolve));
  const say = async (line: string, expected: string) => {
    const answer = reply();
    socket.write(`${line}\r\n`);
    expect(await answer).toMatch(new RegExp(`^${expected}`));
  };
  expect(await reply()).toMatch(/^220/);
  await say('EHLO test.local', '250');
  await say('MAIL FROM:<shop@test.local>', '250');
  await say(`RCPT TO:<${to}>`, '250');
  await say('DATA', '354');
  await say(`Subject: ${subject}\r\nFrom: shop@test.local\r\nTo: ${to}\r\n\r\nHello.\r\n.`, '250');
  await say('QUIT', '221');
  socket.end();
}

describe('the mail catcher', () => {
  let catcher: MailCatcher;
  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(async () => {
    await catcher?.close();
  });

  it('shows the inbox at its address to any client, not only to a browser asking for HTML', async () => {
    // What `curl` or a link checker sends: no text/html in Accept.
    const response = await fetch(`${catcher.webUrl}/`, { headers: { accept: '*/*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toMatch(/<title>[^<]*MailDev/i);
  });

  it('lists a message sent to its SMTP port in its API', async () => {
    await sendMail(catcher.smtpPort, 'buyer@example.com', 'Your receipt');
    const [mail] = await catcher.waitForMessagesTo('buyer@example.com');
    expect(mail?.subject).toBe('Your receipt');
    const listed = await fetch(`${catcher.webUrl}/api/email`).then((r) => r.json() as Promise<{ subject: string }[]>);
    expect(listed.map((m) => m.subject)).toContain('Your receipt');
  });
});
