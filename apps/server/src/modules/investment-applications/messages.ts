import type { FundFlow } from '@bp/domain';

/** The application route's own Dutch messages (the schema's are in @bp/domain). */
export const APPLICATION_MESSAGES = {
  tooMany: 'U heeft in korte tijd erg veel aanvragen verstuurd. Probeer het over een uur opnieuw.',
  fundUnavailable: (flow: FundFlow) =>
    `Het fonds van deze aanvraag (${flow}) is op dit moment niet beschikbaar.`,
  riskNotAcknowledged:
    'Uw risicoprofiel is lager dan het risico van dit fonds. Bevestig dat u de waarschuwing heeft gelezen en toch wilt beleggen.',
  unknownCountry: 'Kies een bestaand land.',
} as const;
