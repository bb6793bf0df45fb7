import { formatEuro, euro, type DecimalInput } from '../money';
import { RISK_PROFILE_CODES, type RiskProfileCode } from '../risk/types';
import type { DistributionPolicy, FundFlow } from './contract-lists';

/**
 * What an investor needs to invest in each real-estate fund: the minimum one-off deposit, the
 * minimum monthly deposit (euro strings) and the lowest risk profile for which the fund fits.
 * A profile below it gets the MiFID warning (the investor may still proceed after an explicit
 * acknowledgement). docs/DECISIONS.md ("Choices where the specification is silent") gives
 * the reasons for each figure.
 */
export interface RealEstateFundFacts {
  minimumInitialDeposit: string;
  minimumPeriodicDeposit: string;
  requiredRiskProfile: RiskProfileCode;
}

export const REAL_ESTATE_FUND_FACTS: Readonly<Record<FundFlow, RealEstateFundFacts>> = {
  nederlands: {
    minimumInitialDeposit: '1000.00',
    minimumPeriodicDeposit: '50.00',
    requiredRiskProfile: 'neutraal',
  },
  duits: {
    minimumInitialDeposit: '1000.00',
    minimumPeriodicDeposit: '50.00',
    requiredRiskProfile: 'neutraal',
  },
  american: {
    minimumInitialDeposit: '2500.00',
    minimumPeriodicDeposit: '100.00',
    requiredRiskProfile: 'offensief',
  },
  leningenfonds: {
    minimumInitialDeposit: '5000.00',
    minimumPeriodicDeposit: '100.00',
    requiredRiskProfile: 'offensief',
  },
};

export function realEstateFundFacts(flow: FundFlow): RealEstateFundFacts {
  return REAL_ESTATE_FUND_FACTS[flow];
}

/** Whether `profile` carries less risk than `required` (then the MiFID warning applies). */
export function isProfileBelow(profile: RiskProfileCode, required: RiskProfileCode): boolean {
  return RISK_PROFILE_CODES.indexOf(profile) < RISK_PROFILE_CODES.indexOf(required);
}

/** Whether an amount reaches a fund's minimum (equal is enough). */
export function meetsMinimum(amount: DecimalInput, minimum: DecimalInput): boolean {
  return euro(amount).greaterThanOrEqualTo(euro(minimum));
}

/**
 * The most one iDEAL payment may be: Mollie's iDEAL limit per payment. A first deposit and a
 * top-up are each paid in one iDEAL payment, so neither may exceed it (a larger amount goes by
 * bank transfer, arranged with the administration).
 */
export const IDEAL_MAXIMUM_PAYMENT = '50000.00';

/** Whether an amount is more than one iDEAL payment may be. */
export function exceedsIdealMaximum(amount: DecimalInput): boolean {
  return euro(amount).greaterThan(IDEAL_MAXIMUM_PAYMENT);
}

/** "Met iDEAL kunt u per betaling ten hoogste € 50.000,00 betalen. …" */
export const IDEAL_MAXIMUM_MESSAGE = `Met iDEAL kunt u per betaling ten hoogste ${formatEuro(IDEAL_MAXIMUM_PAYMENT)} betalen. Kies een lager bedrag, of neem contact met ons op om een groter bedrag over te maken.`;

/** "De eenmalige inleg moet minimaal € 1.000,00 zijn." */
export function minimumDepositMessage(label: string, minimum: DecimalInput): string {
  return `${label} moet minimaal ${formatEuro(minimum)} zijn.`;
}

/** How the investor deposits in a new investment (spec: investment amount `kind`). */
export const DEPOSIT_KINDS = ['eenmalig', 'maandelijks', 'beide'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

export const DEPOSIT_KIND_LABELS: Readonly<Record<DepositKind, string>> = {
  eenmalig: 'Eenmalig een bedrag',
  maandelijks: 'Elke maand een bedrag',
  beide: 'Eenmalig een bedrag én elke maand een bedrag',
};

/** The amounts named in messages: "De eenmalige inleg moet minimaal … zijn." */
export const DEPOSIT_AMOUNT_LABELS = {
  initial: 'De eenmalige inleg',
  periodic: 'De maandelijkse inleg',
} as const;

/** Which amounts a kind of deposit asks for. */
export function depositsOfKind(kind: DepositKind): { initial: boolean; periodic: boolean } {
  return { initial: kind !== 'maandelijks', periodic: kind !== 'eenmalig' };
}

/**
 * What happens to the fund's distributions (spec: investment amount `stock`, default 'stock'):
 * 'stock' reinvests them in participations (stockdividend), 'cash' pays them out.
 */
export const STOCK_CHOICES = ['stock', 'cash'] as const;
export type StockChoice = (typeof STOCK_CHOICES)[number];

export const STOCK_CHOICE_LABELS: Readonly<Record<StockChoice, string>> = {
  stock: 'Herbeleggen in participaties',
  cash: 'Uitkeren op mijn rekening',
};

/** The contract's distribution policy for a stock choice. */
export const DISTRIBUTION_POLICY_OF_STOCK: Readonly<Record<StockChoice, DistributionPolicy>> = {
  stock: 'herbeleggen',
  cash: 'uitkeren',
};
