import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Undoes quoted-printable (RFC 2045): soft line breaks and =XX byte escapes. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const char = joined[index] ?? '';
    const hex = joined.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export interface ParsedMail {
  headers: Map<string, string>;
  /** The decoded text/plain part. */
  text: string;
}

/** A small reader for the single-level multipart/alternative mails our mailer sends. */
export function parseMail(raw: string): ParsedMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`) : [body];
  const textPart =
    parts.find((part) => /content-type:\s*text\/plain/i.test(part)) ?? parts[0] ?? '';
  const [partHead = '', ...partBody] = boundary
    ? textPart.trim().split(/\r?\n\r?\n/)
    : ['', textPart];
  const content = partBody.join('\n\n');
  const text = /quoted-printable/i.test(partHead)
    ? decodeQuotedPrintable(content)
    : /base64/i.test(partHead)
      ? Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
      : content;
  return { headers, text };
}

/** Decoded subject (nodemailer may write it as an RFC 2047 encoded word). */
export function subjectOf(mail: ParsedMail): string {
  const subject = mail.headers.get('subject') ?? '';
  return subject.replace(
    /=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi,
    (_match, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** The .eml files the file mailer wrote, oldest first. */
export async function readMailFolder(
  folder: string,
): Promise<{ name: string; mail: ParsedMail }[]> {
  const names = await readdir(folder).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map(async (name) => ({
        name,
        mail: parseMail(await readFile(path.join(folder, name), 'utf8')),
      })),
  );
  return mails;
}
