import type { AcceptedDocuments } from '@bp/api-schema';

/** The three statements the investor accepts before the contract is made (step 4). */
export const ACCEPTANCES = [
  {
    key: 'voorwaarden',
    id: 'akkoord-voorwaarden',
    missing: 'Ga akkoord met de voorwaarden van het fonds.',
  },
  {
    key: 'essentieleInformatie',
    id: 'akkoord-essentiele-informatie',
    missing: 'Bevestig dat u het essentiële-informatiedocument van het fonds heeft gelezen.',
  },
  {
    key: 'gegevensJuist',
    id: 'akkoord-gegevens-juist',
    missing: 'Bevestig dat uw gegevens juist en volledig zijn.',
  },
] as const;

export type AcceptanceKey = (typeof ACCEPTANCES)[number]['key'];
export type Acceptances = Record<AcceptanceKey, boolean>;

export const NONE_ACCEPTED: Acceptances = {
  voorwaarden: false,
  essentieleInformatie: false,
  gegevensJuist: false,
};

/** Shown when "Contract aanmaken" is pressed before the documents' versions are known. */
export const DOCUMENTS_NOT_LOADED =
  'De documenten van het fonds zijn nog niet geladen. Probeer het over een paar seconden opnieuw.';

/** The application with the versions of the fund's documents the investor accepts. */
export function withAcceptedDocuments(body: unknown, accepted: AcceptedDocuments): unknown {
  return typeof body === 'object' && body !== null
    ? { ...body, acceptedDocuments: accepted }
    : body;
}
