import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per event (`<key@domain>`), so a duplicate that slips through folds in mail clients. */
  messageId: string;
  /** Where an answer goes (the contact form's sender), when not to the From address. */
  replyTo?: { name: string; address: string };
}

/** The adapter in front of SMTP (STYLE: outside parties sit behind one); nodemailer's types stay here. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Opens a connection and says hello: the readiness check. */
  verify(): Promise<void>;
  close(): void;
}

export interface SmtpMailerOptions {
  smtpUrl: string;
  from: string;
  timeoutMs: number;
}

export function createSmtpMailer({ smtpUrl, from, timeoutMs }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    async verify() {
      await transport.verify();
    },
    close() {
      transport.close();
    },
  };
}

/** The domain part of a From header ("Shop <orders@shop.example>" → "shop.example"), for Message-IDs. */
export function senderDomain(from: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}
