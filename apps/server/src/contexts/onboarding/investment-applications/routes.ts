import {
  applicationPrefillResponseSchema,
  errorBodySchema,
  investmentApplicationResponseSchema,
  investmentApplicationSchema,
} from '@bp/api-schema';
import { todayInAmsterdam } from '@bp/domain';
import type { AppContext, ZodApp } from '../../../app-context';
import { authOf } from '../../../plugins/session';
import { valuationDates } from '../../portfolio';
import { limitPerUser } from '../../identity';
import { createApplication } from './create-application';
import { APPLICATION_FIELD_LABELS } from './field-labels';
import { APPLICATION_MESSAGES } from './messages';
import { parseApplication } from './parse-application';
import { prefillOf } from './prefill';
import { APPLICATIONS_PER_USER } from './rules';
import { checkApplication } from './server-checks';

/**
 * The add-investment application (issue 10). The body is not logged (the request log never
 * holds bodies) and no answer carries a BSN or document number in full.
 */
export function registerInvestmentApplicationRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/api/investment-applications',
    {
      preHandler: limitPerUser(
        ctx.limiter,
        'investment-applications',
        APPLICATIONS_PER_USER,
        APPLICATION_MESSAGES.tooMany,
      ),
      // The schema's date rules (geldigTot, ages) must use the server's clock, which a route's
      // static schema cannot: it is documented here and parsed in the handler on today.
      validatorCompiler: () => (data) => ({ value: data }),
      config: { fieldLabels: APPLICATION_FIELD_LABELS },
      schema: {
        tags: ['Aanvragen'],
        summary:
          'Een belegging toevoegen: maakt in één keer het contract (wacht op betaling), de persoonsgegevens, de relatie, de vragenlijstuitkomst en de documentverwijzingen aan',
        description:
          'BSN, documentnummers en fiscale nummers worden versleuteld bewaard en nooit gelogd of volledig teruggegeven. Een BSN dat een ander account als eigen BSN heeft, wordt geweigerd (422). Wijkt naam of geboortedatum af van wat bekend is, dan 409 met de verschillen, tenzij confirmPersonalDataChanges true is; de wijziging komt in de historie. Uploads (POST /api/uploads) worden met hun id meegestuurd en moeten van de aanvrager zelf zijn. 422 noemt elk probleem met zijn veld en verandert niets.',
        body: investmentApplicationSchema,
        response: {
          201: investmentApplicationResponseSchema,
          401: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const body: unknown = request.body;
      const application = parseApplication(
        body,
        todayInAmsterdam(ctx.clock.now()),
        APPLICATION_FIELD_LABELS,
      );
      const checked = await checkApplication(ctx.db, application, {
        today: valuationDates(ctx.clock.now()).today,
        productName: ctx.mailContext.productName,
      });
      const created = await createApplication(ctx, user.id, checked);
      request.log.info({ contractId: created.contractId }, 'investment application stored');
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/investment-applications/prefill',
    {
      schema: {
        tags: ['Aanvragen'],
        summary:
          'Wat de aanvraag opnieuw mag tonen: de eigen gegevens (null voor een nieuwe belegger) en de bekende partner en kinderen, BSN gemaskeerd, zonder documentnummers',
        response: { 200: applicationPrefillResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => prefillOf(ctx.db, ctx.config.dataEncryptionKey, authOf(request).user.id),
  );
}
