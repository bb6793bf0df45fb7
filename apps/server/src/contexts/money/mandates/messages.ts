/** The mandates module's Dutch texts for the investor. */
export const MANDATE_MESSAGES = {
  notFound: 'Deze machtiging bestaat niet of hoort niet bij uw account.',
  noPeriodicDeposit:
    'Dit contract heeft geen maandelijkse inleg, dus een machtiging voor automatische afschrijving is niet nodig.',
  alreadySigned:
    'Voor dit contract is al een machtiging ondertekend. Wilt u een andere rekening gebruiken? Neem dan contact met ons op.',
  concurrent: 'Er wordt al een machtiging voor dit contract voorbereid. Probeer het opnieuw.',
  badSignature: 'De handtekening van dit bericht klopt niet.',
  badExitUrl:
    'De link waarmee u terugkwam van de machtigingspagina is niet echt of is gewijzigd, dus wij hebben niets met uw machtiging gedaan. Bekijk de status van uw machtiging bij de gegevens van uw contract.',
} as const;
