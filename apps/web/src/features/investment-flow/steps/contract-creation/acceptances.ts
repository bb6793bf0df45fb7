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

/** Where the fund's documents are: the app has no fund documents of its own, so the fund's
 * row in the funds table (its facts and costs) is the page the statements point at. */
export const FUND_DOCUMENTS_PAGE = '/fondsen-tabel';
