import {
  errorBodySchema,
  postcodeAddressSchema,
  postcodeLookupRequestSchema,
} from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { HttpProblem, notFound } from '../../../http/problem';
import { limitPerUser } from '../../identity';
import { POSTCODE_LOOKUPS_PER_USER } from '../../identity';
import { AddressLookupError, type AddressLookup } from './address-lookup';
import { POSTCODE_LOOKUP_MESSAGES } from './messages';

/**
 * POST /api/postcode. Logged in only: the onboarding form is, and the lookup should not become
 * an open relay to PDOK; counted per user. PDOK failing is a 502, never a 503 (the web app shows
 * its maintenance page on a 503): the form stays usable and the investor types the address.
 */
export function registerPostcodeRoutes(app: ZodApp, ctx: AppContext, lookup: AddressLookup): void {
  app.post(
    '/api/postcode',
    {
      preHandler: limitPerUser(
        ctx.limiter,
        'postcode',
        POSTCODE_LOOKUPS_PER_USER,
        POSTCODE_LOOKUP_MESSAGES.tooMany,
      ),
      config: {
        // The domain's messages name their field ("Vul een geldige postcode in, …").
        fieldLabels: { postcode: null, houseNumber: null },
      },
      schema: {
        tags: ['Adressen'],
        summary:
          'Zoekt straatnaam en woonplaats bij een postcode en huisnummer op (PDOK Locatieserver)',
        description:
          'De postcode mag spaties bevatten ("1234 AB"); van het huisnummer telt het hele getal ("12a" → 12). 404: geen adres gevonden. 502: de adresservice is niet bereikbaar of te traag; het formulier blijft met de hand in te vullen.',
        body: postcodeLookupRequestSchema,
        response: {
          200: postcodeAddressSchema,
          401: errorBodySchema,
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { postcode, houseNumber } = request.body;
      let address;
      try {
        address = await lookup.find(postcode, houseNumber);
      } catch (error) {
        if (!(error instanceof AddressLookupError)) throw error;
        // Logged where it failed (loggingFailures in buildApp): what went wrong, never the
        // address asked for, which is personal data.
        throw new HttpProblem(502, POSTCODE_LOOKUP_MESSAGES.unavailable);
      }
      if (address === null) throw notFound(POSTCODE_LOOKUP_MESSAGES.notFound);
      return address;
    },
  );
}
