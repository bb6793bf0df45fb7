import type { SbFundCode } from '../calculation/sb-funds';
import type { FundFlow } from '../fund-administration/contract-lists';

/**
 * What a fund's documents say about it in words: its aim and assets, its legal form, how long
 * to hold it and the risks its risk indicator does not fully show. Figures (costs, NAVs,
 * minimums, the required risk profile) are not here: they have their own homes (the funds
 * table, REAL_ESTATE_FUND_FACTS) and the documents read them there.
 */
export interface FundProfile {
  /** The KID's "Wat is dit voor een product?": what the fund invests in and how it earns. */
  objective: string;
  /** Recommended holding period in whole years (the KID's scenarios and costs use it). */
  recommendedHoldingYears: number;
  /** Risks the summary risk indicator does not (fully) capture. */
  otherRisks: string;
}

/** The key of a fund's profile: a real-estate fund's flow, an SB fund's code. */
export type FundProfileKey = FundFlow | SbFundCode;

const REAL_ESTATE_RISKS =
  'Vastgoed is niet dagelijks verhandelbaar. Bij veel verkoopopdrachten tegelijk kan de beheerder de inkoop van participaties tijdelijk opschorten; u kunt dan niet of later verkopen. Stijgt de rente, dan kan de waarde van vastgoed dalen. De indicator houdt daar maar beperkt rekening mee, omdat het fonds één keer per maand wordt gewaardeerd.';

export const FUND_PROFILES: Readonly<Record<FundProfileKey, FundProfile>> = {
  nederlands: {
    objective:
      'Het fonds belegt in woningen en winkels in Nederland en verhuurt die. Het rendement bestaat uit huurinkomsten en waardeveranderingen van het vastgoed. Het fonds streeft naar een stabiel rendement op de lange termijn.',
    recommendedHoldingYears: 5,
    otherRisks: REAL_ESTATE_RISKS,
  },
  duits: {
    objective:
      'Het fonds belegt in woningen en kantoren in Duitse steden en verhuurt die. Het rendement bestaat uit huurinkomsten en waardeveranderingen van het vastgoed.',
    recommendedHoldingYears: 5,
    otherRisks: REAL_ESTATE_RISKS,
  },
  american: {
    objective:
      'Het fonds belegt in woningen en bedrijfsgebouwen in de Verenigde Staten en verhuurt die. U belegt in de euro-participatieklasse: het valutarisico van de dollar wordt grotendeels afgedekt. Het rendement bestaat uit huurinkomsten en waardeveranderingen van het vastgoed.',
    recommendedHoldingYears: 5,
    otherRisks: `${REAL_ESTATE_RISKS} De afdekking van het dollarrisico is niet volledig en kost geld.`,
  },
  leningenfonds: {
    objective:
      'Het fonds verstrekt leningen met een hypotheek op vastgoed aan vastgoedondernemers in Nederland. Het rendement bestaat uit de rente op die leningen.',
    recommendedHoldingYears: 5,
    otherRisks:
      'Betaalt een lener niet terug, dan kan het fonds geld verliezen, ook als het vastgoed als onderpand wordt verkocht. Dat kredietrisico zit maar beperkt in de indicator. De leningen zijn niet verhandelbaar: de beheerder kan de inkoop van participaties tijdelijk opschorten.',
  },
  'SB-OBL': {
    objective:
      'Het fonds belegt in obligaties in euro van Europese overheden en van bedrijven met een goede kredietwaardigheid. Het rendement bestaat uit rente en koersveranderingen van de obligaties.',
    recommendedHoldingYears: 3,
    otherRisks:
      'Stijgt de rente, dan dalen de koersen van obligaties. Een uitgevende instelling kan haar schuld niet terugbetalen.',
  },
  'SB-VGD': {
    objective:
      'Het fonds belegt in beursgenoteerd en niet-beursgenoteerd Europees vastgoed. Het rendement bestaat uit huurinkomsten en waardeveranderingen.',
    recommendedHoldingYears: 5,
    otherRisks:
      'Stijgt de rente, dan kan de waarde van vastgoed dalen. Niet-beursgenoteerd vastgoed is niet dagelijks verhandelbaar.',
  },
  'SB-AAN': {
    objective:
      'Het fonds belegt wereldwijd in aandelen van beursgenoteerde ondernemingen in ontwikkelde landen. Het rendement bestaat uit dividenden en koersveranderingen van de aandelen.',
    recommendedHoldingYears: 7,
    otherRisks:
      'Aandelenkoersen kunnen in korte tijd sterk dalen. Het fonds belegt ook buiten de euro: wisselkoersen beïnvloeden de waarde.',
  },
};

export function isFundProfileKey(value: string): value is FundProfileKey {
  return Object.hasOwn(FUND_PROFILES, value);
}
