import { RISK_ACKNOWLEDGEMENT_MISSING, type FundDocumentKind, type FundFlow } from '@bp/domain';

const REOPEN = 'Open het document opnieuw en bevestig dat u het heeft gelezen.';

/** The application route's own Dutch messages (the schema's are in @bp/domain). */
export const APPLICATION_MESSAGES = {
  tooMany: 'U heeft in korte tijd erg veel aanvragen verstuurd. Probeer het over een uur opnieuw.',
  fundUnavailable: (flow: FundFlow) =>
    `Het fonds van deze aanvraag (${flow}) is op dit moment niet beschikbaar.`,
  riskNotAcknowledged: RISK_ACKNOWLEDGEMENT_MISSING,
  unknownCountry: 'Kies een bestaand land.',
  /** An accepted version that is not the fund's current document of that kind (or unknown). */
  documentOutdated: {
    'essentiele-informatie': `Het essentiële-informatiedocument dat u heeft gelezen, is niet de geldende versie. ${REOPEN}`,
    voorwaarden: `De participatievoorwaarden die u heeft geaccepteerd, zijn niet de geldende versie. ${REOPEN}`,
    informatiememorandum: `Het informatiememorandum dat u heeft ontvangen, is niet de geldende versie. ${REOPEN}`,
  } satisfies Record<FundDocumentKind, string>,
} as const;
