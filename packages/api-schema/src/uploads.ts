import { z } from './zod-nl';

/**
 * POST /api/uploads: one document (an identity document, a KvK or UBO extract, a CLN) sent as
 * multipart/form-data, before the investment application that refers to it by id. The type is
 * recognised from the file's content; the name and the Content-Type header are not trusted.
 */

/** What is accepted: PDF, JPEG and PNG. */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** 10 MB (10 × 1024 × 1024 bytes) is accepted, one byte more is refused with 413. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The form field the web app sends the file in (one file per request; any name is read). */
export const UPLOAD_FIELD_NAME = 'file';

export const uploadContentTypeSchema = z.enum(UPLOAD_CONTENT_TYPES);

/** 201 of POST /api/uploads: the id is what the application sends. */
export const uploadSchema = z.object({
  id: z.uuid(),
  /** The file name as sent, made safe to show. */
  name: z.string(),
  /** Bytes. */
  size: z.number().int().min(1).max(UPLOAD_MAX_BYTES),
  type: uploadContentTypeSchema,
});
export type Upload = z.infer<typeof uploadSchema>;

/** An upload id in a path; anything else is answered like an upload that is not yours (404). */
export const uploadParamsSchema = z.strictObject({ id: z.string().max(64) });
