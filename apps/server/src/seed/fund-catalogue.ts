import { SB_FUNDS, calendarDate, type CalendarDate, type SbFundCode } from '@bp/domain';

export type FundFlow = 'nederlands' | 'duits' | 'american' | 'leningenfonds';

/** How a fund's seeded history is drawn: price path, noise and distributions. */
export interface FundHistorySpec {
  startNav: string;
  /** Price return per calendar year (distributions come on top). */
  yearlyReturns: Readonly<Record<number, string>>;
  defaultYearlyReturn: string;
  monthlyNoise: string;
  seed: number;
  /** Distributions: the months of the ex-dates (their month ends) and the fraction of the NAV. */
  distributions?: { months: readonly number[]; fractionOfNav: string };
}

export interface FundDefinition {
  code: string;
  name: string;
  productCode: 'VASTGOED' | 'SB';
  flow: FundFlow | null;
  currency: string;
  inceptionDate: CalendarDate;
  ongoingCosts: string;
  entryCosts: string;
  expectedReturn: string;
  volatility: string;
  questionnaireId: 1 | 2 | 3;
  history: FundHistorySpec;
}

/** Market-like paths for the SB funds: euro bonds, listed European property, world equities. */
const SB_HISTORY: Readonly<
  Record<SbFundCode, { inceptionDate: CalendarDate; spec: FundHistorySpec }>
> = {
  'SB-OBL': {
    inceptionDate: calendarDate('2010-12-31'),
    spec: {
      startNav: '100',
      yearlyReturns: {
        2011: '0.03',
        2012: '0.11',
        2013: '0.02',
        2014: '0.13',
        2015: '0.016',
        2016: '0.032',
        2017: '0.002',
        2018: '0.01',
        2019: '0.06',
        2020: '0.04',
        2021: '-0.028',
        2022: '-0.17',
        2023: '0.07',
        2024: '0.02',
        2025: '0.015',
      },
      defaultYearlyReturn: '0.025',
      monthlyNoise: '0.005',
      seed: 20101231,
    },
  },
  'SB-VGD': {
    inceptionDate: calendarDate('2011-12-31'),
    spec: {
      startNav: '100',
      yearlyReturns: {
        2012: '0.25',
        2013: '0.08',
        2014: '0.20',
        2015: '0.15',
        2016: '-0.05',
        2017: '0.11',
        2018: '-0.08',
        2019: '0.25',
        2020: '-0.10',
        2021: '0.18',
        2022: '-0.37',
        2023: '0.12',
        2024: '-0.03',
        2025: '0.06',
      },
      defaultYearlyReturn: '0.05',
      monthlyNoise: '0.02',
      seed: 20111231,
    },
  },
  'SB-AAN': {
    inceptionDate: calendarDate('2010-12-31'),
    spec: {
      startNav: '100',
      yearlyReturns: {
        2011: '-0.024',
        2012: '0.14',
        2013: '0.21',
        2014: '0.195',
        2015: '0.104',
        2016: '0.107',
        2017: '0.075',
        2018: '-0.041',
        2019: '0.30',
        2020: '0.063',
        2021: '0.31',
        2022: '-0.128',
        2023: '0.196',
        2024: '0.266',
        2025: '0.07',
      },
      defaultYearlyReturn: '0.065',
      monthlyNoise: '0.02',
      seed: 20101230,
    },
  },
};

/**
 * The four real-estate funds of the portal and the SB funds of the annuity brand.
 *
 * The yearly price returns follow the broad course of each market (Dutch and German property
 * fell in value in 2022–2023 when interest rates rose; the loans fund barely moves), so the
 * seeded history looks like a real one. They are demo figures, not the record of real funds.
 *
 * The Amerikaans Vastgoedfonds is administered in euros: it is the EUR-hedged share class (the
 * dollar risk of the US property is hedged), so every contract value in the portal is in euros.
 */
export const FUND_CATALOGUE: readonly FundDefinition[] = [
  {
    code: 'VG-NL',
    name: 'Nederlands Vastgoedfonds',
    productCode: 'VASTGOED',
    flow: 'nederlands',
    currency: 'EUR',
    inceptionDate: calendarDate('2009-06-30'),
    ongoingCosts: '0.0085',
    entryCosts: '0.0200',
    expectedReturn: '0.0500',
    volatility: '0.1000',
    questionnaireId: 1,
    history: {
      startNav: '100',
      yearlyReturns: {
        2009: '-0.06',
        2010: '0.01',
        2011: '0.00',
        2012: '-0.04',
        2013: '-0.03',
        2014: '0.03',
        2015: '0.06',
        2016: '0.08',
        2017: '0.10',
        2018: '0.09',
        2019: '0.075',
        2020: '0.02',
        2021: '0.085',
        2022: '-0.07',
        2023: '-0.11',
        2024: '0.025',
        2025: '0.06',
      },
      defaultYearlyReturn: '0.04',
      monthlyNoise: '0.006',
      seed: 20090630,
    },
  },
  {
    code: 'VG-DE',
    name: 'Duits Vastgoedfonds',
    productCode: 'VASTGOED',
    flow: 'duits',
    currency: 'EUR',
    inceptionDate: calendarDate('2012-12-31'),
    ongoingCosts: '0.0090',
    entryCosts: '0.0200',
    expectedReturn: '0.0550',
    volatility: '0.1100',
    questionnaireId: 1,
    history: {
      startNav: '50',
      yearlyReturns: {
        2013: '0.01',
        2014: '0.02',
        2015: '0.03',
        2016: '0.035',
        2017: '0.04',
        2018: '0.035',
        2019: '0.03',
        2020: '0.005',
        2021: '0.025',
        2022: '-0.09',
        2023: '-0.13',
        2024: '-0.02',
        2025: '0.01',
      },
      defaultYearlyReturn: '0.015',
      monthlyNoise: '0.005',
      seed: 20121231,
      // A 4% yearly distribution, half in June and half in December.
      distributions: { months: [6, 12], fractionOfNav: '0.02' },
    },
  },
  {
    code: 'VG-US',
    name: 'Amerikaans Vastgoedfonds',
    productCode: 'VASTGOED',
    flow: 'american',
    currency: 'EUR',
    inceptionDate: calendarDate('2016-03-31'),
    ongoingCosts: '0.0110',
    entryCosts: '0.0250',
    expectedReturn: '0.0600',
    volatility: '0.1400',
    questionnaireId: 2,
    history: {
      startNav: '25',
      yearlyReturns: {
        2016: '0.05',
        2017: '0.07',
        2018: '0.03',
        2019: '0.09',
        2020: '-0.04',
        2021: '0.14',
        2022: '-0.12',
        2023: '-0.09',
        2024: '0.03',
        2025: '0.05',
      },
      defaultYearlyReturn: '0.05',
      monthlyNoise: '0.012',
      seed: 20160331,
    },
  },
  {
    code: 'VG-FIN',
    name: 'Vastgoedfinancieringsfonds',
    productCode: 'VASTGOED',
    flow: 'leningenfonds',
    currency: 'EUR',
    inceptionDate: calendarDate('2018-09-30'),
    ongoingCosts: '0.0060',
    entryCosts: '0.0100',
    expectedReturn: '0.0450',
    volatility: '0.0400',
    questionnaireId: 3,
    history: {
      startNav: '100',
      yearlyReturns: {
        2022: '-0.015',
        2023: '-0.025',
        2024: '0.01',
        2025: '0.005',
      },
      defaultYearlyReturn: '0.003',
      monthlyNoise: '0.002',
      seed: 20180930,
      // The interest on the loans, distributed every quarter: 5% a year.
      distributions: { months: [3, 6, 9, 12], fractionOfNav: '0.0125' },
    },
  },
  ...SB_FUNDS.map((fund): FundDefinition => {
    const history = SB_HISTORY[fund.code];
    return {
      code: fund.code,
      name: fund.name,
      productCode: 'SB',
      flow: null,
      currency: 'EUR',
      inceptionDate: history.inceptionDate,
      ongoingCosts: fund.ongoingCost,
      entryCosts: fund.entryCost,
      expectedReturn: fund.expectedReturn,
      volatility: fund.volatility,
      // SB investments take the standard risk questionnaire, like Dutch and German real estate.
      questionnaireId: 1,
      history: history.spec,
    };
  }),
];
