import {
  adminFundPriceParamsSchema,
  errorBodySchema,
  navApprovalRequestSchema,
  navApprovalSchema,
  navPreviewSchema,
  navProposalListSchema,
  navProposalParamsSchema,
  navProposalQuerySchema,
  navProposalRequestSchema,
  navProposalsSchema,
} from '@bp/api-schema';
import { FOUR_EYES_MESSAGES, type CalendarDate } from '@bp/domain';
import type { AppContext, ZodApp } from '../../../app-context';
import { MESSAGES } from '../../../http/messages';
import { notFound } from '../../../http/problem';
import { authOf } from '../../../plugins/session';
import type { JobService } from '../jobs/job-service';
import { approveNavProposal } from './approve';
import { navPublicationJob } from './publication-run';
import { proposeNavs } from './propose';
import { navFunds, navProposalList } from './queries';

const FAILURES = { 401: errorBodySchema, 403: errorBodySchema } as const;
const RETRIES = 5;
const RETRY_AFTER_MS = 1000;

/**
 * Starts the publication run of a NAV's date with the approver as `started_by`, and answers its
 * id once its row exists. When another publication run holds the lock (another fund's NAV a
 * moment ago), it runs again in the background after that one, so this NAV's purchases and
 * orders do not wait for the next morning's schedule: null then.
 */
async function startPublication(
  ctx: AppContext,
  jobs: JobService,
  date: CalendarDate,
  approverId: string,
): Promise<number | null> {
  const started = await jobs.start(navPublicationJob, date, approverId);
  if ('runId' in started) return started.runId;
  ctx.background.run('koerspublicatie na een andere run', async () => {
    for (let attempt = 0; attempt < RETRIES; attempt += 1) {
      await jobs.idle();
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
      if ('runId' in (await jobs.start(navPublicationJob, date, approverId))) return;
    }
    throw new Error(`The publication run of ${date} stayed busy; the daily jobs will catch up`);
  });
  return null;
}

/**
 * NAV publication under four eyes (issue 22; docs/ADMIN.md, "Koersen"), administrators only:
 * propose one NAV or a CSV of them (with a preview), approve a proposal of another
 * administrator (which publishes it and runs the purchases and sell orders of its date), and
 * the list of proposals with every fund's latest NAVs. The proposals are the audit.
 */
export function registerNavPublicationRoutes(app: ZodApp, ctx: AppContext, jobs: JobService): void {
  app.post(
    '/api/admin/funds/:fundId/prices',
    {
      config: {
        access: 'admin',
        notFoundMessage: MESSAGES.fundNotFound,
        fieldLabels: {
          valuationDate: 'Waarderingsdatum',
          nav: 'Koers',
          csv: 'CSV',
          reason: 'Reden',
          preview: 'Voorbeeld',
        },
      },
      schema: {
        tags: ['Beheer'],
        summary: 'Koersen (NAV) van een fonds voorstellen: één, of een CSV (alleen beheerders)',
        description:
          'Eén koers (`valuationDate`, `nav`) of een CSV (`csv`: `fonds;datum;koers`, een kopregel mag, hoogstens 240 regels; datum JJJJ-MM-DD of DD-MM-JJJJ, koers met komma of punt). Elke koers hoort bij een maandeinde, hoogstens de eerstvolgende handelsdatum van het fonds, en sluit aan op de vorige maand (gepubliceerd of een eerdere regel). Een wijziging van meer dan 10% en een correctie van een gepubliceerde koers hebben `reason` nodig. Met `preview: true` antwoordt 200 met elke regel (vorige koers, wijziging, markering, problemen) en wordt niets vastgelegd; anders 201 met de voorstellen, die een tweede beheerder moet goedkeuren (vier ogen). Eén probleem: niets voorgesteld, 422 met het regelnummer. Een open voorstel van dezelfde datum wordt vervangen.',
        params: adminFundPriceParamsSchema,
        body: navProposalRequestSchema,
        response: {
          200: navPreviewSchema,
          201: navProposalsSchema,
          ...FAILURES,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const adminId = authOf(request).user.id;
      const outcome = await proposeNavs(ctx, request.params.fundId, request.body, adminId);
      if ('preview' in outcome) return reply.code(200).send({ rows: outcome.preview });
      const items = await navProposalList(ctx.db, { ids: outcome.ids }, adminId);
      for (const item of items) {
        request.log.info(
          {
            adminId,
            proposalId: item.id,
            fundId: item.fundId,
            valuationDate: item.valuationDate,
            nav: item.nav,
            kind: item.kind,
            flagged: item.flagged,
            reason: item.proposalReason,
          },
          'NAV proposed',
        );
      }
      return reply.code(201).send({ items });
    },
  );

  app.post(
    '/api/admin/prices/:id/approval',
    {
      config: {
        access: 'admin',
        notFoundMessage: FOUR_EYES_MESSAGES.notFound,
        fieldLabels: { reason: 'Reden' },
      },
      schema: {
        tags: ['Beheer'],
        summary: 'Een voorgestelde koers goedkeuren en publiceren (een tweede beheerder)',
        description:
          'Vier ogen: wie de koers voorstelde, mag hem niet goedkeuren (403). Publiceert de koers in één transactie (409 als het voorstel niet meer openstaat, bij twee gelijktijdige goedkeuringen voor één van beide, of als de koers van de vorige maand nog niet gepubliceerd is) en start daarna de run `koerspublicatie` voor de waarderingsdatum: de inleg die op die koers wacht wordt belegd en de verkoopopdrachten van die handelsdatum worden uitgevoerd, elk precies één keer. `reason` is nodig bij een gemarkeerde wijziging (meer dan 10%) of een correctie. Een correctie van een gepubliceerde koers kan nog niet worden verwerkt (409).',
        params: navProposalParamsSchema,
        body: navApprovalRequestSchema,
        response: {
          200: navApprovalSchema,
          ...FAILURES,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const adminId = authOf(request).user.id;
      const { id } = request.params;
      const published = await approveNavProposal(ctx, id, adminId, request.body.reason);
      // Mails a correction run queued in the approval's transaction go now.
      ctx.mailOutbox.wake();
      request.log.info(
        { adminId, proposalId: id, ...published, reason: request.body.reason ?? null },
        'NAV approved and published',
      );
      const runId = await startPublication(ctx, jobs, published.valuationDate, adminId);
      const [item] = await navProposalList(ctx.db, { id }, adminId);
      if (!item) throw notFound(FOUR_EYES_MESSAGES.notFound);
      return { ...item, runId };
    },
  );

  app.get(
    '/api/admin/prices',
    {
      config: { access: 'admin', fieldLabels: { status: 'Status', fundId: 'Fonds' } },
      schema: {
        tags: ['Beheer'],
        summary: 'De koersvoorstellen (nieuwste eerst) en de laatste koersen per fonds',
        description:
          'Elk voorstel met wie het voorstelde en goedkeurde (e-mailadres), wanneer en waarom: het vier-ogenlog van de koersen. `proposedByMe` zegt of de vrager het zelf voorstelde (dan mag die het niet goedkeuren). `funds` geeft per fonds de laatste gepubliceerde koersen, nieuwste eerst.',
        querystring: navProposalQuerySchema,
        response: { 200: navProposalListSchema, ...FAILURES, 422: errorBodySchema },
      },
    },
    async (request) => {
      const adminId = authOf(request).user.id;
      const [items, funds] = await Promise.all([
        navProposalList(ctx.db, request.query, adminId),
        navFunds(ctx.db),
      ]);
      return { items, funds };
    },
  );
}
