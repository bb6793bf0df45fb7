import type { Mailer, MailMessage } from '../mail/mailer';

/** Keeps sent mail in memory, for tests that read what would have gone out. */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
  }

  close(): void {}

  to(address: string): MailMessage[] {
    return this.sent.filter((message) => message.to === address);
  }
}

/** The token of the first link to `path` in a mail's text. */
export function tokenFromLink(text: string, path: string): string | null {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  return match?.[1] ?? null;
}
