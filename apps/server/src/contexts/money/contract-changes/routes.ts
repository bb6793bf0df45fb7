import {
  contractChangeRequestSchema,
  contractChangesResponseSchema,
  contractIdParamsSchema,
  createdContractChangeSchema,
  errorBodySchema,
  whatIfQuerySchema,
  whatIfResponseSchema,
} from '@bp/api-schema';
import { CONTRACT_CHANGE_OPTION_LABELS, CONTRACT_CHANGE_OPTIONS } from '@bp/domain';
import type { AppContext, ZodApp } from '../../../app-context';
import { orProviderProblem } from '../../../http/provider-error';
import { authOf } from '../../../plugins/session';
import { ownContractOf, type ContractResource } from '../../portfolio';
import type { MandateProvider } from '../mandates/providers/mandate-provider';
import { contractChanges, makeContractChange } from './service';
import { whatIf } from './what-if';

const FIELD_LABELS = {
  option: 'Wijziging',
  actie: 'Actie',
  bedrag: 'Bedrag',
  dag: 'Incassodag',
  maanden: 'Pauze',
  omschrijving: CONTRACT_CHANGE_OPTION_LABELS.omschrijving,
  iban: 'IBAN',
  rekeninghouder: 'Rekeninghouder',
  wachtwoord: 'Wachtwoord',
  code: 'Code',
};

/** POST and GET /api/contracts/{id}/changes, inside the contract scope (another's: 404). */
export function contractChangeRoutes(provider: MandateProvider): ContractResource {
  return (scope: ZodApp, ctx: AppContext) => {
    scope.post(
      '/changes',
      {
        config: { fieldLabels: FIELD_LABELS },
        schema: {
          tags: ['Contracten'],
          summary: 'Het contract wijzigen: maandelijkse inleg, omschrijving of tegenrekening',
          description: `\`option\` is een van ${CONTRACT_CHANGE_OPTIONS.join(', ')} (de paden van /contractbeheer/{id}/wijzigen/{option}). Een wijziging van de maandelijkse inleg gaat in met de eerste incasso waarvan de uiterste wijzigingsdatum (vier TARGET2-werkdagen ervoor) nog niet voorbij is. Een nieuwe tegenrekening vraagt het wachtwoord opnieuw; met een maandelijkse inleg is er een nieuwe machtiging nodig (\`ondertekenUrl\`) en gaat de rekening pas in als die getekend is. 409 voor een verkocht contract of een dat nog op betaling wacht.`,
          params: contractIdParamsSchema,
          body: contractChangeRequestSchema,
          response: {
            201: createdContractChangeSchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            422: errorBodySchema,
            429: errorBodySchema,
            502: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const created = await orProviderProblem(
          makeContractChange(
            ctx,
            provider,
            ownContractOf(request),
            authOf(request).user.id,
            request.body,
          ),
        );
        return reply.code(201).send(created);
      },
    );

    scope.get(
      '/changes',
      {
        schema: {
          tags: ['Contracten'],
          summary: 'De wijzigingen van het contract, nieuwste eerst, met de maandelijkse inleg',
          params: contractIdParamsSchema,
          response: {
            200: contractChangesResponseSchema,
            401: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request) => contractChanges(ctx, ownContractOf(request)),
    );

    scope.get(
      '/changes/wat-als',
      {
        schema: {
          tags: ['Contracten'],
          summary:
            'Wat als: de verwachte waarde op de horizon met de huidige en een nieuwe maandinleg',
          description:
            'Een schatting met de rekenmotor van de calculators, tegen het verwachte rendement van het fonds na kosten: tot de einddatum van het contract, of tien jaar vooruit.',
          params: contractIdParamsSchema,
          querystring: whatIfQuerySchema,
          response: {
            200: whatIfResponseSchema,
            401: errorBodySchema,
            404: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (request) => whatIf(ctx, ownContractOf(request), request.query.bedrag),
    );
  };
}
