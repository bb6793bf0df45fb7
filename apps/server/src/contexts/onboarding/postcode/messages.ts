/** The Dutch answers of POST /api/postcode. */
export const POSTCODE_LOOKUP_MESSAGES = {
  notFound:
    'Bij deze postcode en dit huisnummer is geen adres gevonden. Controleer de postcode en het huisnummer, of vul de straatnaam en woonplaats zelf in.',
  unavailable:
    'Het adres kan op dit moment niet automatisch worden opgezocht. Vul de straatnaam en woonplaats zelf in.',
  tooMany:
    'Te veel adressen opgezocht. Vul de straatnaam en woonplaats zelf in, of probeer het later opnieuw.',
} as const;
