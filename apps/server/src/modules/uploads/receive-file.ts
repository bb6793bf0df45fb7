import '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@bp/api-schema';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../../http/messages';
import { HttpProblem, unprocessable } from '../../http/problem';
import { UPLOAD_MESSAGES } from './messages';

/** One file as received: bounded by UPLOAD_MAX_BYTES before it is in memory. */
export interface ReceivedFile {
  /** As the browser sent it; not yet made safe. */
  sentName: string;
  bytes: Buffer;
}

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

/**
 * Reads the one file of a multipart request; other (small) fields are ignored. 415 for another
 * kind of body, 413 beyond 10 MB, 422 for no file or more than one.
 */
export async function receiveOneFile(request: FastifyRequest): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw new HttpProblem(415, UPLOAD_MESSAGES.notMultipart);
  let received: ReceivedFile | null = null;
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type !== 'file') continue;
      // toBuffer throws once busboy cut the file off at the limit: never more than 10 MB held.
      received = { sentName: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw problemOf(error);
  }
  if (received === null) throw unprocessable(UPLOAD_MESSAGES.noFile);
  return received;
}
