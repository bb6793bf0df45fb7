import type { FundFlow } from '../fund-administration/contract-lists';
import type { AmsterdamTime } from './amsterdam-time';

/** How often a fund takes back units: at each month end, or at each quarter end. */
export const REDEMPTION_FREQUENCIES = ['maandelijks', 'per-kwartaal'] as const;
export type RedemptionFrequency = (typeof REDEMPTION_FREQUENCIES)[number];

export const REDEMPTION_FREQUENCY_LABELS: Readonly<Record<RedemptionFrequency, string>> = {
  maandelijks: 'Elke maand, op de laatste dag van de maand',
  'per-kwartaal': 'Elk kwartaal, op de laatste dag van maart, juni, september en december',
};

/**
 * What a fund's prospectus says about selling units back to it. The fund values its units at
 * each month end (the NAV in fund_prices is dated on the month end); a sell order is priced at
 * the NAV of a future dealing date (forward pricing) and must be received before the cut-off.
 */
export interface FundDealingFacts {
  redemptionFrequency: RedemptionFrequency;
  /** An order must be received by this time (Amsterdam) … */
  cutOffTime: AmsterdamTime;
  /** … this many TARGET2 business days before the dealing date. */
  cutOffBusinessDaysBefore: number;
  /** The proceeds reach the investor's account this many business days after the dealing date. */
  settlementBusinessDays: number;
  /** The exit costs as a fraction of the proceeds ("0.0100" = 1%), kept by the fund. */
  exitCosts: string;
  /** The least a contract may still hold after a partial sale, in euros at the latest NAV. */
  minimumHolding: string;
  /** Whether the manager has suspended redemptions (the prospectus allows it for illiquid funds). */
  redemptionsSuspended: boolean;
}

/** What every fund here shares: orders close at 14:00 two business days before dealing. */
const SHARED_DEALING_TERMS = {
  cutOffTime: '14:00',
  cutOffBusinessDaysBefore: 2,
  settlementBusinessDays: 5,
  redemptionsSuspended: false,
} as const satisfies Partial<FundDealingFacts>;

/**
 * The real-estate funds take units back every month; the loans fund, whose loans cannot be sold
 * at short notice, every quarter. Orders close at 14:00 two business days before the dealing
 * date, and the proceeds are paid five business days after it (the NAV is calculated in the
 * first days after the month end). docs/DECISIONS.md gives the reasons for each figure.
 */
export const FUND_DEALING_FACTS: Readonly<Record<FundFlow, FundDealingFacts>> = {
  nederlands: {
    ...SHARED_DEALING_TERMS,
    redemptionFrequency: 'maandelijks',
    exitCosts: '0.0100',
    minimumHolding: '1000.00',
  },
  duits: {
    ...SHARED_DEALING_TERMS,
    redemptionFrequency: 'maandelijks',
    exitCosts: '0.0100',
    minimumHolding: '1000.00',
  },
  american: {
    ...SHARED_DEALING_TERMS,
    redemptionFrequency: 'maandelijks',
    exitCosts: '0.0150',
    minimumHolding: '2500.00',
  },
  leningenfonds: {
    ...SHARED_DEALING_TERMS,
    redemptionFrequency: 'per-kwartaal',
    exitCosts: '0.0200',
    minimumHolding: '5000.00',
  },
};

export function fundDealingFacts(flow: FundFlow): FundDealingFacts {
  return FUND_DEALING_FACTS[flow];
}
