import '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@bp/api-schema';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../../http/messages';
import { HttpProblem, unprocessable } from '../../../http/problem';
import { detectUploadType } from './detect-type';
import { safeFileName } from './file-name';
import { UPLOAD_MESSAGES } from './messages';
import { sealStream, type SealProgress } from './seal-stream';
import type { FileSoFar } from './upload-store';

/**
 * Busboy's limits for one upload: the file is cut off (and refused) one byte past 10 MB, so at
 * most 10 MB of it is ever held; a second file, or more than a few small fields, ends the parse.
 */
export const UPLOAD_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 5,
  headerPairs: 20,
} as const;

/** @fastify/multipart's errors by code, as the investor should read them. */
const PROBLEMS: Readonly<Record<string, () => HttpProblem>> = {
  FST_REQ_FILE_TOO_LARGE: () => new HttpProblem(413, UPLOAD_MESSAGES.tooLarge),
  FST_FILES_LIMIT: () => unprocessable(UPLOAD_MESSAGES.oneFileOnly),
  FST_PARTS_LIMIT: () => unprocessable(UPLOAD_MESSAGES.tooManyParts),
  FST_FIELDS_LIMIT: () => unprocessable(UPLOAD_MESSAGES.tooManyParts),
  FST_PROTO_VIOLATION: () => unprocessable(UPLOAD_MESSAGES.tooManyParts),
  FST_INVALID_JSON_FIELD_ERROR: () => unprocessable(UPLOAD_MESSAGES.tooManyParts),
};

function problemOf(error: unknown): unknown {
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    const problem = PROBLEMS[error.code];
    if (problem) return problem();
  }
  // Busboy's own words for a broken body ("Unexpected end of form", "Malformed part header").
  if (error instanceof Error && !(error instanceof HttpProblem) && !('statusCode' in error)) {
    return new HttpProblem(400, MESSAGES.badRequest);
  }
  return error;
}

/** 415 for another kind of body than multipart, before any of it is read. */
export function assertMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) throw new HttpProblem(415, UPLOAD_MESSAGES.notMultipart);
}

/**
 * Reads the one file of a multipart request as it arrives and yields it sealed for `record`, a
 * chunk at a time (seal-stream.ts), so at most a chunk of it is held; other (small) fields are
 * ignored. `file` is filled in on the way: its safe name and its type (from its first bytes,
 * never from its name or Content-Type) before the first chunk is yielded, its size and chunk
 * count by the end.
 *
 * Fails, after the body was read to its end, like a file read whole: 413 beyond 10 MB (busboy
 * cuts the file off one byte past it), 422 for no file or more than one, a hidden character in
 * the name or an empty file, 415 for a type other than PDF, JPEG and PNG (in that order). A
 * file refused by its name or type is read to its end but neither sealed nor yielded; one that
 * fails later (too large, a second file) fails the writer, which then keeps nothing of it.
 */
export async function* receiveSealedFile(
  request: FastifyRequest,
  key: Buffer,
  record: string,
  file: FileSoFar,
): AsyncGenerator<Buffer, void, undefined> {
  let refusal: HttpProblem | null = null;
  let seen = false;
  const progress: SealProgress = { size: 0, count: 0, accepted: true };
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type !== 'file') continue;
      seen = true;
      try {
        file.name = safeFileName(part.filename);
      } catch (error) {
        if (!(error instanceof HttpProblem)) throw error;
        refusal = error;
      }
      if (refusal === null) {
        const sealed = sealStream(key, record, part.file, progress, async (first) => {
          file.contentType = await detectUploadType(first);
          if (file.contentType === null) {
            refusal = new HttpProblem(415, UPLOAD_MESSAGES.unsupportedType);
          }
          return file.contentType !== null;
        });
        for await (const chunk of sealed) {
          // A row written with the first chunk (PostgreSQL) has a size and count that fit.
          file.size = progress.size;
          file.chunkCount = progress.count;
          yield chunk;
        }
      } else {
        for await (const piece of part.file) void piece;
      }
      if (part.file.truncated) throw new HttpProblem(413, UPLOAD_MESSAGES.tooLarge);
      file.size = progress.size;
      file.chunkCount = progress.count;
    }
  } catch (error) {
    throw problemOf(error);
  }
  if (!seen) throw unprocessable(UPLOAD_MESSAGES.noFile);
  if (refusal !== null) throw refusal;
  if (file.size === 0) throw new HttpProblem(422, UPLOAD_MESSAGES.empty);
}
