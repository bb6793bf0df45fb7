import {
  adminFundPriceParamsSchema,
  adminFundPriceRequestSchema,
  adminFundPriceSchema,
  errorBodySchema,
} from '@bp/api-schema';
import {
  fundDealingFacts,
  isAfter,
  lastDayOfMonth,
  NAV_ENTRY_MESSAGES,
  navString,
  navTooLateMessage,
  parseCalendarDate,
  redemptionScheduleFor,
  todayInAmsterdam,
} from '@bp/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext, ZodApp } from '../../../app-context';
import { fundPrices, funds } from '../../../db/schema';
import { MESSAGES } from '../../../http/messages';
import { conflict, notFound, unprocessable } from '../../../http/problem';
import { authOf } from '../../../plugins/session';
import { recordNavs } from '../../portfolio';

/**
 * POST /api/admin/funds/{fundId}/prices: an administrator enters a fund's NAV for a valuation
 * date (a month end, at most the fund's next dealing date), through the one write path of NAVs
 * (recordNavs), logged; then the sell orders of that date are executed in the background (the
 * daily job would do it too, so the work may be lost in a crash). Issue 22 replaces it with NAV
 * publication under four eyes.
 */
export function registerAdminNavRoutes(
  app: ZodApp,
  ctx: AppContext,
  afterNav: (date: string) => Promise<unknown>,
): void {
  app.post(
    '/api/admin/funds/:fundId/prices',
    {
      config: {
        access: 'admin',
        notFoundMessage: MESSAGES.fundNotFound,
        fieldLabels: { valuationDate: 'Waarderingsdatum', nav: 'Koers' },
      },
      schema: {
        tags: ['Beheer'],
        summary: 'Een koers (NAV) van een fonds invoeren (alleen beheerders)',
        description:
          'Voorlopig: één beheerder voert de koers van een waarderingsdatum in (de laatste dag van een maand, hoogstens de eerstvolgende handelsdatum van het fonds), en de verkoopopdrachten van die datum worden daarna op de achtergrond uitgevoerd. Een datum die al een koers heeft: 409 (corrigeren kan hier niet). Issue 22 voegt de publicatie van koersen met goedkeuring door een tweede beheerder toe (vier ogen); dan vervalt dit invoeren door één persoon. Vastgelegd in het log.',
        params: adminFundPriceParamsSchema,
        body: adminFundPriceRequestSchema,
        response: {
          201: adminFundPriceSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { fundId } = request.params;
      const [fund] = await ctx.db
        .select({ id: funds.id, flow: funds.flow })
        .from(funds)
        .where(eq(funds.id, fundId));
      if (!fund) throw notFound(MESSAGES.fundNotFound);
      const date = parseCalendarDate(request.body.valuationDate);
      if (!date) throw unprocessable(NAV_ENTRY_MESSAGES.invalidDate);
      if (date !== lastDayOfMonth(date)) throw unprocessable(NAV_ENTRY_MESSAGES.notMonthEnd);
      const now = ctx.clock.now();
      const latest = fund.flow
        ? redemptionScheduleFor(fundDealingFacts(fund.flow), now).dealingDate
        : todayInAmsterdam(now);
      if (isAfter(date, latest)) throw unprocessable(navTooLateMessage(latest));
      const nav = navString(request.body.nav);
      const [known] = await ctx.db
        .select({ nav: fundPrices.nav })
        .from(fundPrices)
        .where(and(eq(fundPrices.fundId, fund.id), eq(fundPrices.valuationDate, date)));
      if (known) throw conflict(NAV_ENTRY_MESSAGES.alreadyThere);
      await recordNavs(ctx.db, [{ fundId: fund.id, date, nav }]);
      request.log.info(
        { adminId: authOf(request).user.id, fundId: fund.id, valuationDate: date, nav },
        'NAV entered by an administrator',
      );
      ctx.background.run('sell orders after a NAV', () => afterNav(date));
      return reply.code(201).send({ fundId: fund.id, valuationDate: date, nav });
    },
  );
}
