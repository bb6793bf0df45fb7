import {
  errorBodySchema,
  relatedPersonCreateSchema,
  relatedPersonSchema,
  relatedPersonUpdateSchemas,
  z,
} from '@bp/api-schema';
import { RELATION_MESSAGES } from '@bp/domain';
import type { AppContext, ZodApp } from '../../../app-context';
import { genericOnly, type FieldLabels } from '../../../http/field-labels';
import { notFound } from '../../../http/problem';
import { authOf, changedByOf } from '../../../plugins/session';
import {
  addRelatedPerson,
  changeRelatedPerson,
  removeRelatedPerson,
} from './related-person-writes';

/** The fields of a relation in Dutch; the schema's own messages already name most of them. */
const RELATION_FIELD_LABELS: FieldLabels = {
  Relatie: genericOnly('Relatie'),
  initialen: genericOnly('Voorletters'),
  tussenvoegsel: genericOnly('Tussenvoegsel'),
  achternaam: genericOnly('Achternaam'),
  geslacht: genericOnly('Geslacht'),
  geboortedatum: genericOnly('Geboortedatum'),
  bsn: genericOnly('BSN'),
  identiteitsbewijs: 'Identiteitsbewijs',
  identiteitsbewijsLand: genericOnly('Land van afgifte'),
  identiteitsbewijsCard: 'Documentnummer',
  geldigTot: 'Geldig tot',
};

const relationParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** The relation id of the path; anything else names no relation (404, as another's). */
function relationIdOf(params: unknown): number {
  const parsed = relationParamsSchema.safeParse(params);
  if (!parsed.success) throw notFound(RELATION_MESSAGES.notFound);
  return parsed.data.id;
}

// The person rules judge ages and "geldig tot" on the server's "today" (its clock), which a
// route's static schema cannot: the schemas document the bodies, the services parse them.
const parsedInService = () => (data: unknown) => ({ value: data });

/** The relations page's writes: add, change and remove a partner or child (issue 20). */
export function registerRelatedPersonRoutes(app: ZodApp, ctx: AppContext): void {
  const responses = {
    401: errorBodySchema,
    404: errorBodySchema,
    409: errorBodySchema,
    422: errorBodySchema,
  };

  app.post(
    '/api/relations',
    {
      validatorCompiler: parsedInService,
      config: { fieldLabels: RELATION_FIELD_LABELS },
      schema: {
        tags: ['Relaties'],
        summary: 'Voegt een partner of kind toe',
        description:
          'De persoonsregels van een aanvraag: een partner is minimaal 18, een kind jonger dan 18. BSN en identiteitsbewijs zijn hier optioneel, maar worden gecontroleerd als ze zijn ingevuld (het BSN versleuteld bewaard). Ten hoogste één partner (409). De toevoeging komt in de historie van wijzigingen.',
        body: relatedPersonCreateSchema,
        response: { 201: relatedPersonSchema, ...responses },
      },
    },
    async (request, reply) => {
      const body: unknown = request.body;
      const auth = authOf(request);
      const stored = await addRelatedPerson(ctx, auth.user.id, body, changedByOf(auth));
      return reply.code(201).send(stored);
    },
  );

  app.patch(
    '/api/relations/:id',
    {
      validatorCompiler: parsedInService,
      config: { fieldLabels: RELATION_FIELD_LABELS, notFoundMessage: RELATION_MESSAGES.notFound },
      schema: {
        tags: ['Relaties'],
        summary: 'Wijzigt een eigen partner of kind (alleen de meegestuurde velden)',
        description:
          'Een andere belegger zijn relatie: 404. Heeft de relatie een contract, dan blijven geboortedatum en BSN ongewijzigd (422; de administratie wijzigt ze), de naam mag worden verbeterd. Elke wijziging komt in de historie (oud → nieuw, BSN en documentnummer gemaskeerd). Het soort relatie verandert nooit.',
        params: relationParamsSchema,
        body: relatedPersonUpdateSchemas.kind,
        response: { 200: relatedPersonSchema, ...responses },
      },
    },
    async (request) => {
      const body: unknown = request.body;
      const auth = authOf(request);
      const id = relationIdOf(request.params);
      return changeRelatedPerson(ctx, auth.user.id, id, body, changedByOf(auth));
    },
  );

  app.delete(
    '/api/relations/:id',
    {
      config: { notFoundMessage: RELATION_MESSAGES.notFound },
      schema: {
        tags: ['Relaties'],
        summary: 'Verwijdert een eigen partner of kind',
        description:
          'Niet zolang de relatie een contract heeft (409, met de reden en de contractnummers). Een andere belegger zijn relatie: 404. De verwijdering komt in de historie, met de naam.',
        params: relationParamsSchema,
        response: {
          204: z.null().describe('Verwijderd'),
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const auth = authOf(request);
      const id = relationIdOf(request.params);
      await removeRelatedPerson(ctx, auth.user.id, id, changedByOf(auth));
      return reply.code(204).send(null);
    },
  );
}
