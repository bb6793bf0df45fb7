import {
  contractIdParamsSchema,
  errorBodySchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
  z,
} from '@bp/api-schema';
import { isReversedPeriod } from '@bp/domain';
import type { AppContext, ZodApp } from '../../../app-context';
import { attachment } from '../../../http/attachment';
import { PERIOD_FIELD_LABELS } from '../../../http/field-labels';
import { MESSAGES } from '../../../http/messages';
import { unprocessable } from '../../../http/problem';
import { requestDate } from '../../../http/request-date';
import { ownContractOf } from '../contracts/contract-scope';
import { bookingsCsv } from './csv';
import { toTransaction } from './presentation';
import { bookings, countBookings, type BookingFilter } from './queries';

/** Inside the contract scope (registerContractResources): /api/contracts/{id}/transacties. */
export function registerTransactionRoutes(scope: ZodApp, ctx: AppContext): void {
  scope.get(
    '/transacties',
    {
      config: {
        fieldLabels: {
          ...PERIOD_FIELD_LABELS,
          pagina: 'Pagina',
          perPagina: 'Aantal per pagina',
          formaat: 'Formaat',
        },
      },
      schema: {
        tags: ['Contracten'],
        summary: 'Transacties van een contract, nieuwste eerst; formaat=csv geeft een CSV-bestand',
        params: contractIdParamsSchema,
        querystring: transactionsQuerySchema,
        response: {
          200: {
            description: 'De transacties (JSON) of, met formaat=csv, een CSV-bestand',
            content: {
              'application/json': { schema: transactionsResponseSchema },
              'text/csv': { schema: z.string() },
            },
          },
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { contract } = ownContractOf(request);
      const { van, tot, pagina, perPagina, formaat } = request.query;
      const filter: BookingFilter = {
        contractId: contract.id,
        ...(van ? { from: requestDate(van, 'van') } : {}),
        ...(tot ? { to: requestDate(tot, 'tot') } : {}),
      };
      if (filter.from && filter.to && isReversedPeriod(filter.from, filter.to)) {
        throw unprocessable(MESSAGES.periodReversed);
      }
      if (formaat === 'csv') {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachment(`transacties-${contract.contractNumber}.csv`))
          .send(bookingsCsv(await bookings(ctx.db, filter)));
      }
      const [rows, totaal] = await Promise.all([
        bookings(ctx.db, filter, { number: pagina, size: perPagina }),
        countBookings(ctx.db, filter),
      ]);
      return { data: rows.map(toTransaction), pagina, perPagina, totaal };
    },
  );
}
