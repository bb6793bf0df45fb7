import { errorBodySchema, personalInfoSchema, personalInfoUpdateSchema } from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import type { FieldLabels } from '../../../http/field-labels';
import { authOf, changedByOf } from '../../../plugins/session';
import { updatePersonalInfo } from './service';

/** Each problem names its field; the refusals of bsn, geboortedatum and email say it all. */
const PERSONAL_INFO_FIELD_LABELS: FieldLabels = {
  initialen: 'Voorletters',
  tussenvoegsel: 'Tussenvoegsel',
  achternaam: 'Achternaam',
  adres: 'Adres',
  'adres.land': 'Land',
  'adres.postcode': 'Postcode',
  'adres.huisnummer': 'Huisnummer',
  'adres.straatnaam': 'Straatnaam',
  'adres.woonplaats': 'Woonplaats',
  telefoonnummer: 'Telefoonnummer',
  mobiel: 'Mobiel nummer',
  gebruikersnaam: 'Gebruikersnaam',
  bsn: null,
  geboortedatum: null,
  email: null,
};

export function registerPersonalInfoRoutes(app: ZodApp, ctx: AppContext): void {
  app.patch(
    '/api/relations/me',
    {
      config: { fieldLabels: PERSONAL_INFO_FIELD_LABELS },
      schema: {
        tags: ['Relaties'],
        summary: 'Wijzigt de persoonlijke gegevens van de ingelogde gebruiker',
        description:
          'Alleen de velden in het verzoek veranderen; het adres (`adres`) gaat als geheel. BSN en geboortedatum wijzigt alleen de administratie (een verzoek met `bsn` of `geboortedatum` wordt geweigerd), het e-mailadres gaat via POST /api/users/me/email. Elke wijziging van naam, adres, telefoonnummers en gebruikersnaam wordt vastgelegd (wie, wanneer, oud → nieuw). Een gebruiker zonder persoonlijke gegevens (Id 0) kan alleen de gebruikersnaam zetten (409).',
        body: personalInfoUpdateSchema,
        response: {
          200: personalInfoSchema,
          401: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return updatePersonalInfo(ctx, auth.user, request.body, changedByOf(auth));
    },
  );
}
