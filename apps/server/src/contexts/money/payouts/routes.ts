import {
  errorBodySchema,
  payoutBatchListSchema,
  payoutBatchParamsSchema,
  payoutBatchSchema,
  z,
} from '@bp/api-schema';
import { PAYOUT_MESSAGES } from '@bp/domain';
import type { AppContext, ZodApp } from '../../../app-context';
import { attachment } from '../../../http/attachment';
import { notFound } from '../../../http/problem';
import { authOf } from '../../../plugins/session';
import { batchLockFor } from './batch-lock';
import { createPayoutBatch, dueSummary } from './collect';
import { isBatchId, markBatchSent } from './mark-sent';
import { payoutBatchFile, payoutBatchList } from './queries';

const FAILURES = { 401: errorBodySchema, 403: errorBodySchema } as const;

/** The batch as the list shows it, after a change. */
async function batchOf(ctx: AppContext, id: string) {
  const [batch] = await payoutBatchList(ctx.db, id);
  if (!batch) throw notFound(PAYOUT_MESSAGES.batchNotFound);
  return batch;
}

/**
 * Payouts to the bank (issue 22; docs/ADMIN.md, "Uitbetalingen"), administrators only: the
 * batches and what is due, a new batch of everything due, its SEPA credit transfer file
 * (pain.001.001.03, the kept bytes) and marking it handed to the bank.
 */
export function registerPayoutRoutes(app: ZodApp, ctx: AppContext): void {
  const lock = batchLockFor(ctx.db);
  const config = { access: 'admin' as const, notFoundMessage: PAYOUT_MESSAGES.batchNotFound };

  app.get(
    '/api/admin/payout-batches',
    {
      config,
      schema: {
        tags: ['Beheer'],
        summary: 'De uitbetaalbatches, nieuwste eerst, en wat nu uit te betalen is',
        description:
          '`due` is wat een nieuwe batch nu zou bevatten: de netto-opbrengsten van uitgevoerde verkoopopdrachten en de geboekte uitkeringen (uitkeren) die nog in geen batch staan (aantal en totaal in euro).',
        response: { 200: payoutBatchListSchema, ...FAILURES },
      },
    },
    async () => ({
      batches: await payoutBatchList(ctx.db),
      due: await dueSummary(ctx.db, ctx.clock.now()),
    }),
  );

  app.post(
    '/api/admin/payout-batches',
    {
      config,
      schema: {
        tags: ['Beheer'],
        summary: 'Een uitbetaalbatch aanmaken met alles wat uit te betalen is',
        description:
          'Verzamelt in één transactie wat uit te betalen is, nummert de batch (UB-000001) en maakt en bewaart het SEPA-overboekingsbestand (pain.001.001.03) met de rekening van de stichting als opdrachtgever. Een betaling staat in hoogstens één batch. Niets uit te betalen: 409; een ongeldig IBAN: 422 met het contractnummer.',
        response: {
          201: payoutBatchSchema,
          ...FAILURES,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const id = await createPayoutBatch(
        { db: ctx.db, clock: ctx.clock, lock, debtor: ctx.config.foundationAccount },
        authOf(request).user.id,
      );
      request.log.info({ batchId: id }, 'payout batch created');
      return reply.code(201).send(await batchOf(ctx, id));
    },
  );

  app.get(
    '/api/admin/payout-batches/:id/pain001',
    {
      config,
      schema: {
        tags: ['Beheer'],
        summary: 'Het SEPA-overboekingsbestand (pain.001.001.03) van een batch downloaden',
        description:
          'Altijd dezelfde bytes: het bestand is bij het aanmaken van de batch gemaakt en bewaard (de sha256 staat in de lijst). Ook na het markeren als verzonden te downloaden.',
        params: payoutBatchParamsSchema,
        response: {
          200: {
            description: 'Het pain.001-bestand, als bijlage UB-000001.xml',
            content: { 'application/xml': { schema: z.string() } },
          },
          ...FAILURES,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const file = isBatchId(request.params.id)
        ? await payoutBatchFile(ctx.db, request.params.id)
        : null;
      if (!file) throw notFound(PAYOUT_MESSAGES.batchNotFound);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', attachment(`${file.name}.xml`))
        .send(file.pain001);
    },
  );

  app.post(
    '/api/admin/payout-batches/:id/sent',
    {
      config,
      schema: {
        tags: ['Beheer'],
        summary: 'Een batch markeren als aan de bank gegeven',
        description:
          'Eén keer: de batch wordt `verzonden`, de verkoopopdrachten erin `uitbetaald` (met datum, een regel in de historie), de uitkeringen erin krijgen hun uitbetaaldatum en de beleggers krijgen een e-mail, alles in één transactie. De boekingen in het grootboek zijn al bij de uitvoering of op de betaaldatum gemaakt. Een tweede keer: 409.',
        params: payoutBatchParamsSchema,
        response: {
          200: payoutBatchSchema,
          ...FAILURES,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const adminId = authOf(request).user.id;
      await markBatchSent(ctx, request.params.id, adminId);
      request.log.info({ batchId: request.params.id }, 'payout batch marked sent');
      return batchOf(ctx, request.params.id);
    },
  );
}
