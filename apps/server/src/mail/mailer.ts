import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerSettings {
  smtpUrl: string | null;
  mailFrom: string;
  /** Where .eml files go when there is no SMTP server. */
  dataDir: string;
}

/** SMTP when SMTP_URL is set; otherwise every message becomes an .eml file under DATA_DIR/mail. */
export function createMailer(settings: MailerSettings): Mailer {
  return settings.smtpUrl ? smtpMailer(settings.smtpUrl, settings.mailFrom) : fileMailer(settings);
}

/**
 * Bounds on one SMTP conversation, so a send ends (or fails and is retried) well within the
 * mail outbox's lease on the mail (30 s). Settings given in SMTP_URL's query string win.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 8_000, greetingTimeout: 8_000, socketTimeout: 10_000 };

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: smtpUrl });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

export function mailFolder(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

function fileMailer({ dataDir, mailFrom }: MailerSettings): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const folder = mailFolder(dataDir);
  return {
    async send(message) {
      const info = await transport.sendMail({ from: mailFrom, ...message });
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const recipient = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      // The random suffix keeps two mails to one person in the same millisecond apart.
      const name = `${stamp}-${recipient}-${randomBytes(3).toString('hex')}.eml`;
      await writeFile(path.join(folder, name), info.message, { mode: 0o600 });
    },
    close: () => transport.close(),
  };
}
