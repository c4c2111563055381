import nodemailer from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per event (`<key@domain>`), so a duplicate that slips through folds in mail clients. */
  messageId: string;
  /** Where an answer goes (the contact form's sender), when not to the From address. */
  replyTo?: { name: string; address: string };
  /**
   * The From header's display name (the shop's name, as the dashboard sets it), before
   * MAIL_FROM's address; without it MAIL_FROM is used as configured.
   */
  fromName?: string;
}

/** The adapter in front of SMTP (STYLE: outside parties sit behind one); nodemailer's types stay here. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Opens a connection and says hello: the readiness check. */
  verify(): Promise<void>;
  /** Closes the pooled connections (shutdown); a message being sent finishes first. */
  close(): void;
}

export interface SmtpMailerOptions {
  smtpUrl: string;
  from: string;
  timeoutMs: number;
  /** SMTP connections kept open and reused (the receipts' concurrency); at least 1. */
  maxConnections: number;
}

/**
 * A pool of SMTP connections, each reused for up to 100 messages, instead of a new
 * connection, TLS handshake and EHLO per message (nodemailer was a fifth of this service's CPU in
 * a checkout rush). A connection idle for `timeoutMs` is dropped and opened again when needed.
 * A message whose connection closes before the server took it fails (`maxRequeues: 0`) as it
 * did without the pool: the job is retried and `sent_messages` keeps it to one e-mail.
 *
 * The pool is built from the URL and the options together: `createTransport({ url, … })` keeps
 * only what the URL says, so the time limits were never applied before.
 */
export function createSmtpMailer({ smtpUrl, from, timeoutMs, maxConnections }: SmtpMailerOptions): Mailer {
  const options: SMTPPool.Options & { maxRequeues: number } = {
    url: smtpUrl,
    pool: true,
    maxConnections: Math.max(1, maxConnections),
    maxMessages: 100,
    maxRequeues: 0,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
  const transport = nodemailer.createTransport(new SMTPPool(options));
  const fromAddress = senderAddress(from);
  return {
    async send({ fromName, ...mail }) {
      // nodemailer quotes and encodes the name: a shop named `A "B" <c>` cannot forge the address.
      const sender = fromName && fromAddress ? { name: fromName, address: fromAddress } : from;
      // Quoted-printable named, not guessed: nodemailer otherwise scans each body and header with
      // two regular expressions to choose (6 % of this service's CPU in a rush's profile), and chooses
      // it for text that is mostly Latin letters, as the shop's e-mails are.
      await transport.sendMail({ from: sender, textEncoding: 'quoted-printable', ...mail });
    },
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}

/** The address of a From header ("Shop <orders@shop.example>" → "orders@shop.example"), or undefined. */
export function senderAddress(from: string): string | undefined {
  const match = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from) ?? /^\s*([^<>\s]+@[^<>\s]+)\s*$/.exec(from);
  return match?.[1];
}

/** The domain part of a From header ("Shop <orders@shop.example>" → "shop.example"), for Message-IDs. */
export function senderDomain(from: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}
