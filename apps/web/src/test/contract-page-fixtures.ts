import type {
  ReturnsResponse,
  Transaction,
  contractDocumentsResponseSchema,
  contractHistoryResponseSchema,
  z,
} from '@bp/api-schema';

type ContractHistoryResponse = z.infer<typeof contractHistoryResponseSchema>;
type ContractDocumentsResponse = z.infer<typeof contractDocumentsResponseSchema>;

/**
 * What the contract pages of the demo investor's Dutch contract (1001, portfolio-fixtures.ts)
 * load: its transactions, returns since the start, history and documents.
 */

/** Newest first, as the API lists them; amounts are positive, `soort` gives the direction. */
export const transactions: Transaction[] = [
  {
    id: 9004,
    datum: '2019-04-15',
    soort: 'periodieke-storting',
    omschrijving: 'Periodieke storting',
    bedrag: '100.00',
    participaties: null,
    koers: null,
  },
  {
    id: 9003,
    datum: '2019-03-01',
    soort: 'aankoop',
    omschrijving: 'Aankoop 48,1628 participaties tegen koers 101,7382',
    bedrag: '4900.00',
    participaties: '48.1628',
    koers: '101.7382',
  },
  {
    id: 9002,
    datum: '2019-03-01',
    soort: 'kosten',
    omschrijving: 'Instapkosten',
    bedrag: '100.00',
    participaties: null,
    koers: null,
  },
  {
    id: 9001,
    datum: '2019-03-01',
    soort: 'storting',
    omschrijving: 'Storting',
    bedrag: '5000.00',
    participaties: null,
    koers: null,
  },
];

/** GET /api/contracts/1001/rendement for the whole life of the Dutch contract. */
export const dutchReturnsSinceStart: ReturnsResponse = {
  ContractID: 1001,
  van: '2019-03-01',
  tot: '2025-11-22',
  gemetenVanaf: '2019-03-01',
  beginwaarde: '0.00',
  eindwaarde: '18454.37',
  beginwaardeInAfwachtingVanAankoop: '0.00',
  eindwaardeInAfwachtingVanAankoop: '0.00',
  stortingen: '16300.00',
  onttrekkingen: '0.00',
  uitkeringen: '0.00',
  kosten: '326.00',
  resultaat: '2154.37',
  twr: '0.16384215',
  mwr: '0.02718402',
  reeks: [
    {
      datum: '2019-03-01',
      waarde: '4900.00',
      ingelegd: '5000.00',
      uitgekeerd: '0.00',
      resultaat: '-100.00',
      twr: '0.00000000',
    },
    {
      datum: '2019-03-31',
      waarde: '4932.15',
      ingelegd: '5000.00',
      uitgekeerd: '0.00',
      resultaat: '-67.85',
      twr: '0.00656122',
    },
    {
      datum: '2025-10-31',
      waarde: '18454.37',
      ingelegd: '16300.00',
      uitgekeerd: '0.00',
      resultaat: '2154.37',
      twr: '0.16384215',
    },
  ],
};

export const dutchHistory: ContractHistoryResponse = {
  data: [
    { datum: '2019-02-20', omschrijving: 'Contract aangevraagd' },
    { datum: '2019-03-01', omschrijving: 'Eerste inleg van € 5.000,00 ontvangen' },
    { datum: '2019-04-15', omschrijving: 'Periodieke inleg van € 100,00 per maand gestart' },
  ],
};

export const dutchDocuments: ContractDocumentsResponse = {
  data: [
    {
      id: 'contractbevestiging',
      titel: 'Contractbevestiging',
      soort: 'contractbevestiging',
      jaar: null,
      datum: '2019-03-01',
    },
    {
      id: 'jaaroverzicht-2024',
      titel: 'Jaaroverzicht 2024',
      soort: 'jaaroverzicht',
      jaar: 2024,
      datum: '2025-01-01',
    },
  ],
};
