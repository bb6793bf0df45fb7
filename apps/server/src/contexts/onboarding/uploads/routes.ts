import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  errorBodySchema,
  UPLOAD_FIELD_NAME,
  UPLOAD_MAX_BYTES,
  uploadParamsSchema,
  uploadSchema,
  z,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { attachment } from '../../../http/attachment';
import { HttpProblem, notFound } from '../../../http/problem';
import { authOf } from '../../../plugins/session';
import { DecryptionError } from '../../../security/encryption';
import { limitPerUser } from '../../identity';
import { DOWNLOADS_PER_USER, UPLOADS_PER_USER } from '../../identity';
import { UPLOAD_MESSAGES } from './messages';
import { assertMultipart, receiveSealedFile, UPLOAD_LIMITS } from './receive-file';
import type { UploadFileStore } from './file-store';
import { openOwnUpload, storeSealedUpload, uploadRecordOf, type FileSoFar } from './upload-store';

/**
 * POST /api/uploads and GET /api/uploads/{id}: documents for an investment application,
 * encrypted in chunks (in the database, or under DATA_DIR on the embedded one: `files`), each
 * readable by its owner only and streamed a chunk at a time. Multipart bodies are accepted by
 * this scope alone; the rest of the API takes JSON. Neither the contents nor the names of files
 * are logged.
 */
export async function registerUploadRoutes(
  app: ZodApp,
  ctx: AppContext,
  files: UploadFileStore,
): Promise<void> {
  const key = ctx.config.dataEncryptionKey;

  await app.register(async (scope: ZodApp) => {
    await scope.register(multipart, { limits: UPLOAD_LIMITS });

    scope.post(
      '/api/uploads',
      {
        preHandler: limitPerUser(ctx.limiter, 'uploads', UPLOADS_PER_USER, UPLOAD_MESSAGES.tooMany),
        schema: {
          tags: ['Uploads'],
          summary: 'Upload één document (PDF, JPEG of PNG, hoogstens 10 MB) voor een aanvraag',
          description: `Als multipart/form-data met één bestand (veld \`${UPLOAD_FIELD_NAME}\`). Het type wordt aan de inhoud herkend, niet aan de naam of de Content-Type. 413 boven ${UPLOAD_MAX_BYTES} bytes; 415 voor een ander type; 422 zonder bestand, met meer dan één of met een onzichtbaar teken (zoals een leesrichtingsteken) in de bestandsnaam. Een upload die niet binnen een dag door een aanvraag wordt gebruikt, wordt verwijderd.`,
          consumes: ['multipart/form-data'],
          response: {
            201: uploadSchema,
            401: errorBodySchema,
            413: errorBodySchema,
            415: errorBodySchema,
            422: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { user } = authOf(request);
        assertMultipart(request);
        const id = randomUUID();
        // Sealed and stored a chunk at a time as the body arrives, never whole in memory.
        const file: FileSoFar = { name: '', contentType: null, size: 0, chunkCount: 0 };
        const upload = await storeSealedUpload(
          files,
          { id, userId: user.id, now: ctx.clock.now() },
          receiveSealedFile(request, key, uploadRecordOf(id, user.id), file),
          file,
        );
        request.log.info(
          { uploadId: upload.id, size: upload.size, type: upload.type },
          'upload stored',
        );
        return reply.code(201).send(upload);
      },
    );
  });

  app.get(
    '/api/uploads/:id',
    {
      // A 10 MB download costs the server far more than a page: one investor may not starve the rest.
      preHandler: limitPerUser(
        ctx.limiter,
        'downloads',
        DOWNLOADS_PER_USER,
        UPLOAD_MESSAGES.tooManyDownloads,
      ),
      config: { notFoundMessage: UPLOAD_MESSAGES.notFound },
      // PDF, JPEG and PNG are compressed already and the bytes were encrypted: recompressing
      // them would cost the thread 10 MB of work per download for nothing.
      compress: false,
      schema: {
        tags: ['Uploads'],
        summary: 'Een eigen upload terughalen (als bijlage, met het herkende type)',
        params: uploadParamsSchema,
        response: {
          200: {
            description: 'Het bestand (PDF, JPEG of PNG)',
            content: {
              'application/pdf': { schema: z.instanceof(Readable) },
              'image/jpeg': { schema: z.instanceof(Readable) },
              'image/png': { schema: z.instanceof(Readable) },
            },
          },
          401: errorBodySchema,
          404: errorBodySchema,
          429: errorBodySchema,
          500: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      let file;
      try {
        file = await openOwnUpload(ctx.db, files, key, user.id, request.params.id);
      } catch (error) {
        if (!(error instanceof DecryptionError)) throw error;
        request.log.error({ uploadId: request.params.id }, 'stored upload does not decrypt');
        throw new HttpProblem(500, UPLOAD_MESSAGES.damaged);
      }
      if (file === null) throw notFound(UPLOAD_MESSAGES.notFound);
      // A chunk that fails to open later ends the stream: the reply is cut short, never wrong.
      // One chunk read ahead, not Readable.from's 16 (4 MB per download held in memory).
      const body = Readable.from(file.content, { highWaterMark: 1 }).on('error', (error) => {
        request.log.error(
          { err: error, uploadId: request.params.id },
          'streaming an upload failed',
        );
      });
      return reply
        .type(file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', attachment(file.name))
        .send(body);
    },
  );
}
