/** Test only: tiny real files of each kind, and a multipart/form-data body builder. */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/client';
import { uploadFileStoreFor, type UploadFileStore } from './file-store';

/** A complete one-page PDF (header, catalog, pages, trailer). */
export function tinyPdf(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 10 10] >> endobj',
      'trailer << /Root 1 0 R >>',
      '%%EOF',
      '',
    ].join('\n'),
    'latin1',
  );
}

/** A PDF of exactly `size` bytes: the tiny one padded with a comment line. */
export function pdfOfSize(size: number): Buffer {
  const pdf = tinyPdf();
  return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x25)]);
}

/** A JFIF JPEG: SOI, the APP0 (JFIF) segment, EOI. */
export function tinyJpeg(): Buffer {
  return Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
  ]);
}

/** A 1×1 PNG (signature, IHDR, IDAT, IEND). */
export function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
}

/** The start of a Linux executable (ELF, 64-bit little-endian), padded. */
export function elfExecutable(): Buffer {
  const header = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]);
  return Buffer.concat([header, Buffer.alloc(120)]);
}

/** The start of a Windows executable: "MZ" and a PE header where e_lfanew points. */
export function windowsExecutable(): Buffer {
  const file = Buffer.alloc(256);
  file.write('MZ', 0, 'latin1');
  file.writeUInt32LE(0x80, 0x3c);
  file.write('PE\0\0', 0x80, 'latin1');
  return file;
}

export interface Part {
  name: string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
  value: Buffer | string;
}

/** A multipart/form-data body as a browser's FormData sends it. */
export function multipart(parts: readonly Part[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----bp${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const head = [
      `--${boundary}`,
      `Content-Disposition: ${disposition}`,
      ...(part.contentType ? [`Content-Type: ${part.contentType}`] : []),
      '',
      '',
    ].join('\r\n');
    chunks.push(Buffer.from(head, 'utf8'), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file in the field the web app uses. */
export function oneFile(filename: string, contentType: string, value: Buffer) {
  return multipart([{ name: 'file', filename, contentType, value }]);
}

/** The store the test app keeps its uploads' chunks in (database or DATA_DIR, as buildApp chose). */
export function fileStoreOf(t: {
  db: Database;
  database: { handle: { embedded: unknown } };
  config: { dataDir: string };
}): UploadFileStore {
  return uploadFileStoreFor(t.db, t.database.handle.embedded !== null, t.config.dataDir);
}
