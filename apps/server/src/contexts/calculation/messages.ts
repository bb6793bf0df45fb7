/** The calculation module's Dutch texts. */
export const CALCULATION_MESSAGES = {
  tooManyCalculations:
    'U heeft in korte tijd erg veel berekeningen gemaakt. Probeer het over een minuut opnieuw.',
  calculationsBusy:
    'Er worden op dit moment erg veel berekeningen tegelijk gemaakt. Probeer het over een paar seconden opnieuw.',
} as const;
