import type {
  Contract,
  ContractSummary,
  Fund,
  FundTableRow,
  ReturnsResponse,
  Transaction,
  contractDocumentsResponseSchema,
  contractHistoryResponseSchema,
  z,
} from '@bp/api-schema';
import { realEstateFundFacts } from '@bp/domain';

type ContractHistoryResponse = z.infer<typeof contractHistoryResponseSchema>;
type ContractDocumentsResponse = z.infer<typeof contractDocumentsResponseSchema>;

/**
 * The demo investor's portfolio in the API's shapes (packages/api-schema/src/portfolio.ts), with
 * figures that add up: value = units × NAV rounded to cents, result = value − (deposited −
 * withdrawn − paid out).
 */

/** SB funds have no minimums or required profile of their own. */
export const NO_FUND_FACTS = {
  minimumInitialDeposit: null,
  minimumPeriodicDeposit: null,
  requiredRiskProfile: null,
} as const;

const baseFund = {
  currency: 'EUR',
  latestNavDate: '2025-10-31',
} as const;

export const funds: Fund[] = [
  {
    ...baseFund,
    id: 1,
    code: 'NLVG',
    name: 'Nederlands Vastgoedfonds',
    productCode: 'VASTGOED',
    flow: 'nederlands',
    ...realEstateFundFacts('nederlands'),
    inceptionDate: '2012-01-02',
    ongoingCosts: '0.0125',
    entryCosts: '0.02',
    expectedReturn: '0.05',
    volatility: '0.09',
    questionnaireId: 1,
    latestNav: '118.4200',
  },
  {
    ...baseFund,
    id: 2,
    code: 'DEVG',
    name: 'Duits Vastgoedfonds',
    productCode: 'VASTGOED',
    flow: 'duits',
    ...realEstateFundFacts('duits'),
    inceptionDate: '2014-04-01',
    ongoingCosts: '0.0135',
    entryCosts: '0.02',
    expectedReturn: '0.045',
    volatility: '0.1',
    questionnaireId: 1,
    latestNav: '96.1500',
  },
  {
    ...baseFund,
    id: 3,
    code: 'USVG',
    name: 'Amerikaans Vastgoedfonds',
    productCode: 'VASTGOED',
    flow: 'american',
    ...realEstateFundFacts('american'),
    inceptionDate: '2022-09-01',
    ongoingCosts: '0.015',
    entryCosts: '0.025',
    expectedReturn: '0.06',
    volatility: '0.14',
    questionnaireId: 2,
    latestNav: '101.3700',
  },
  {
    ...baseFund,
    id: 4,
    code: 'VGFF',
    name: 'Vastgoedfinancieringsfonds',
    productCode: 'VASTGOED',
    flow: 'leningenfonds',
    ...realEstateFundFacts('leningenfonds'),
    inceptionDate: '2016-01-04',
    ongoingCosts: '0.009',
    entryCosts: '0.01',
    expectedReturn: '0.055',
    volatility: '0.04',
    questionnaireId: 3,
    latestNav: '107.8800',
  },
  {
    ...baseFund,
    id: 5,
    code: 'SB-AAN',
    name: 'Aandelenfonds Wereld',
    productCode: 'SB',
    flow: null,
    ...NO_FUND_FACTS,
    inceptionDate: '2015-01-02',
    ongoingCosts: '0.004',
    entryCosts: '0.005',
    expectedReturn: '0.065',
    volatility: '0.16',
    questionnaireId: 1,
    latestNav: '164.0300',
  },
];

export const dutchContract: Contract = {
  ContractID: 1001,
  Contractnummer: 'NL-2019-001234',
  Omschrijving: 'Pensioenaanvulling',
  FondsId: 1,
  FondsNaam: 'Nederlands Vastgoedfonds',
  FondsCode: 'NLVG',
  Status: 'actief',
  IsPaymentCompleted: true,
  StartDatum: '2019-03-01',
  EindDatum: null,
  PrimoWaardeHuidigeMaandNaProlongatie: '18454.37',
  PrimoInAfwachtingVanAankoop: '0.00',
  HuidigeWaarde: '18454.37',
  InAfwachtingVanAankoop: '0.00',
  WaardeDatum: '2025-10-31',
  Participaties: '155.8383',
  LaatsteKoers: '118.4200',
  TotaalIngelegd: '16300.00',
  TotaalOnttrokken: '0.00',
  TotaalUitgekeerd: '0.00',
  TotaalKosten: '326.00',
  Resultaat: '2154.37',
  TeBetalen: '0.00',
  AankoopTegenKoersVan: null,
  PeriodiekeInleg: '100.00',
  PeriodiekeInlegDag: 15,
  Iban: 'NL91ABNA0417164300',
};

export const germanContract: Contract = {
  ContractID: 1002,
  Contractnummer: 'DE-2020-000457',
  Omschrijving: '',
  FondsId: 2,
  FondsNaam: 'Duits Vastgoedfonds',
  FondsCode: 'DEVG',
  Status: 'actief',
  IsPaymentCompleted: true,
  StartDatum: '2020-06-15',
  EindDatum: null,
  PrimoWaardeHuidigeMaandNaProlongatie: '9871.39',
  PrimoInAfwachtingVanAankoop: '0.00',
  HuidigeWaarde: '9871.39',
  InAfwachtingVanAankoop: '0.00',
  WaardeDatum: '2025-10-31',
  Participaties: '102.6666',
  LaatsteKoers: '96.1500',
  TotaalIngelegd: '10000.00',
  TotaalOnttrokken: '0.00',
  TotaalUitgekeerd: '812.50',
  TotaalKosten: '200.00',
  Resultaat: '683.89',
  TeBetalen: '0.00',
  AankoopTegenKoersVan: null,
  PeriodiekeInleg: null,
  PeriodiekeInlegDag: null,
  Iban: 'NL20INGB0001234567',
};

export const americanContract: Contract = {
  ContractID: 1003,
  Contractnummer: 'US-2025-000031',
  Omschrijving: 'Spreiding VS',
  FondsId: 3,
  FondsNaam: 'Amerikaans Vastgoedfonds',
  FondsCode: 'USVG',
  Status: 'wacht-op-betaling',
  IsPaymentCompleted: false,
  StartDatum: '2025-11-03',
  EindDatum: null,
  PrimoWaardeHuidigeMaandNaProlongatie: '0.00',
  PrimoInAfwachtingVanAankoop: '0.00',
  HuidigeWaarde: '0.00',
  InAfwachtingVanAankoop: '0.00',
  WaardeDatum: null,
  Participaties: '0.0000',
  LaatsteKoers: '101.3700',
  TotaalIngelegd: '0.00',
  TotaalOnttrokken: '0.00',
  TotaalUitgekeerd: '0.00',
  TotaalKosten: '0.00',
  Resultaat: '0.00',
  TeBetalen: '5000.00',
  AankoopTegenKoersVan: null,
  PeriodiekeInleg: null,
  PeriodiekeInlegDag: null,
  Iban: 'NL91ABNA0417164300',
};

export const soldLoanContract: Contract = {
  ContractID: 1004,
  Contractnummer: 'LF-2021-000088',
  Omschrijving: 'Leningenfonds',
  FondsId: 4,
  FondsNaam: 'Vastgoedfinancieringsfonds',
  FondsCode: 'VGFF',
  Status: 'verkocht',
  IsPaymentCompleted: true,
  StartDatum: '2021-02-01',
  EindDatum: '2024-09-30',
  PrimoWaardeHuidigeMaandNaProlongatie: '0.00',
  PrimoInAfwachtingVanAankoop: '0.00',
  HuidigeWaarde: '0.00',
  InAfwachtingVanAankoop: '0.00',
  WaardeDatum: '2024-09-30',
  Participaties: '0.0000',
  LaatsteKoers: '107.8800',
  TotaalIngelegd: '7500.00',
  TotaalOnttrokken: '8012.45',
  TotaalUitgekeerd: '0.00',
  TotaalKosten: '75.00',
  Resultaat: '512.45',
  TeBetalen: '0.00',
  AankoopTegenKoersVan: null,
  PeriodiekeInleg: null,
  PeriodiekeInlegDag: null,
  Iban: 'NL91ABNA0417164300',
};

export const contracts: Contract[] = [
  dutchContract,
  germanContract,
  americanContract,
  soldLoanContract,
];

/** The summary fields of a contract, as GET /api/contracts/summaries lists them. */
export function toSummary(contract: Contract): ContractSummary {
  return {
    ContractID: contract.ContractID,
    Contractnummer: contract.Contractnummer,
    Omschrijving: contract.Omschrijving,
    FondsId: contract.FondsId,
    FondsNaam: contract.FondsNaam,
    Status: contract.Status,
    IsPaymentCompleted: contract.IsPaymentCompleted,
    StartDatum: contract.StartDatum,
    PrimoWaardeHuidigeMaandNaProlongatie: contract.PrimoWaardeHuidigeMaandNaProlongatie,
    PrimoInAfwachtingVanAankoop: contract.PrimoInAfwachtingVanAankoop,
    HuidigeWaarde: contract.HuidigeWaarde,
    InAfwachtingVanAankoop: contract.InAfwachtingVanAankoop,
    WaardeDatum: contract.WaardeDatum,
    TotaalIngelegd: contract.TotaalIngelegd,
    Resultaat: contract.Resultaat,
    TeBetalen: contract.TeBetalen,
    AankoopTegenKoersVan: contract.AankoopTegenKoersVan,
  };
}

export const summaries: ContractSummary[] = contracts.map(toSummary);

export const fundTable: FundTableRow[] = [
  {
    ...(funds[0] as Fund),
    returnYtd: '0.03125000',
    return1y: '0.04210000',
    return3y: '-0.06480000',
    return5y: '0.18350000',
    returnSinceInception: '0.68420000',
  },
  {
    ...(funds[2] as Fund),
    returnYtd: '0.01370000',
    return1y: '0.02890000',
    return3y: '0.01370000',
    return5y: null,
    returnSinceInception: '0.01370000',
  },
  {
    ...(funds[4] as Fund),
    latestNav: null,
    latestNavDate: null,
    returnYtd: null,
    return1y: null,
    return3y: null,
    return5y: null,
    returnSinceInception: null,
  },
];

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
