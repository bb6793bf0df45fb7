import { PassThrough, Transform, type Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { toCsv } from './csv';
import { explanationOf, readmeOf, type ExportMeta } from './explanation';
import type { ExportPart } from './snapshot';

/** A file of the ZIP read only when the ZIP reaches it (one document open at a time). */
export interface LazyFile {
  path: string;
  /** Null when the file is gone: an empty entry stands in its place. */
  open(): Promise<Readable | null>;
}

/**
 * The ZIP of an export, streamed: gegevens.json (the toelichting and every part), LEESMIJ.txt,
 * one CSV per part, and the documents (stored, not compressed again: PDF, JPEG and PNG are
 * compressed already). `onEnd` gets the number of bytes once the last one has passed.
 */
export function exportZip(
  parts: readonly ExportPart[],
  documents: readonly LazyFile[],
  meta: ExportMeta,
  onEnd: (bytes: number) => void,
): Readable {
  const zip = new ZipFile();
  const options = { mtime: meta.createdAt };
  const json = {
    toelichting: explanationOf(parts, meta),
    onderdelen: Object.fromEntries(parts.map(({ section, rows }) => [section.name, rows])),
  };
  zip.addBuffer(Buffer.from(JSON.stringify(json, null, 2), 'utf8'), 'gegevens.json', options);
  zip.addBuffer(Buffer.from(readmeOf(parts, meta), 'utf8'), 'LEESMIJ.txt', options);
  for (const { section, rows } of parts) {
    zip.addBuffer(
      Buffer.from(toCsv(section.columns, rows), 'utf8'),
      `${section.name}.csv`,
      options,
    );
  }
  for (const document of documents) {
    zip.addReadStreamLazy(document.path, { ...options, compress: false }, (done) => {
      document.open().then(
        (stream) => {
          // yazl pipes the stream without listening to it: a chunk that fails to decrypt
          // must end the ZIP (cut short, never wrong), not the process.
          stream?.on('error', (error) => zip.emit('error', error));
          done(null, stream ?? new PassThrough().end());
        },
        (error: unknown) => done(error, new PassThrough().end()),
      );
    });
  }
  zip.end();
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      bytes += chunk.length;
      next(null, chunk);
    },
    flush(next) {
      onEnd(bytes);
      next();
    },
  });
  zip.outputStream.on('error', (error) => counted.destroy(error));
  zip.on('error', (error: Error) => counted.destroy(error));
  return zip.outputStream.pipe(counted);
}
