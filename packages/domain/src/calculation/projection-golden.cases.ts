import { mulberry32 } from './prng';
import { NEUTRAL_MIX } from './test-fixtures';
import type { DepositsInput } from './deposits-validation';
import type { FundAllocation } from './types';

/**
 * Projections whose figures were recorded from the engine before its simulation loop was
 * rewritten for speed (projection-golden.json): the rewrite must give every one of them to the
 * cent. The cases cover what could shift a draw from one path or fund to another: odd numbers
 * of draws per path (so a Box–Muller pair spans two paths), a fund without volatility among
 * volatile ones, one path, 10 000 paths (more draws than are kept in memory), durations that
 * are not whole years, transferred capital, and seeds outside 0 … 2³² − 1.
 */
export interface ProjectionGoldenCase extends DepositsInput {
  name: string;
  start: string;
  months: number;
  initialDepositBearsEntryCost: boolean;
}

const VOLATILE_EXTRA: FundAllocation = {
  code: 'X-OPK',
  name: 'Opkomende markten',
  weight: '0.1',
  expectedReturn: '0.08',
  volatility: '0.24',
  entryCost: '0.0125',
  ongoingCost: '0.009',
};

const STEADY: FundAllocation = {
  code: 'X-DEP',
  name: 'Deposito',
  weight: '0.2',
  expectedReturn: '0.015',
  volatility: '0',
  entryCost: '0',
  ongoingCost: '0.001',
};

function reweighted(
  funds: readonly FundAllocation[],
  weights: readonly string[],
): FundAllocation[] {
  return funds.map((fund, index) => ({ ...fund, weight: weights[index] ?? '0' }));
}

const FIXED: ProjectionGoldenCase[] = [
  {
    name: 'SB 40 jaar neutraal, € 10.000 + € 250 per maand (de bench)',
    start: '2026-12-01',
    months: 480,
    initialDeposit: '10000.00',
    periodicDeposit: '250.00',
    funds: NEUTRAL_MIX,
    initialDepositBearsEntryCost: true,
  },
  {
    name: 'SB 50 jaar neutraal, € 25.000 + € 250 per maand',
    start: '2026-02-01',
    months: 600,
    initialDeposit: '25000',
    periodicDeposit: '250',
    funds: NEUTRAL_MIX,
    initialDepositBearsEntryCost: true,
  },
  {
    name: 'SUL oversluiten tot een leeftijd: 437 maanden, één fonds, 999 paden (oneven trekkingen per pad)',
    start: '2026-08-01',
    months: 437,
    initialDeposit: '25000.00',
    periodicDeposit: '200.00',
    funds: [{ ...NEUTRAL_MIX[1], weight: '1' } as FundAllocation],
    simulation: { paths: 999 },
    initialDepositBearsEntryCost: false,
  },
  {
    name: 'één maand, één pad',
    start: '2026-01-01',
    months: 1,
    initialDeposit: '1000',
    periodicDeposit: '0',
    funds: NEUTRAL_MIX,
    simulation: { paths: 1 },
    initialDepositBearsEntryCost: true,
  },
  {
    name: 'zeven maanden, een vast fonds tussen beweeglijke, 13 paden, seed −1',
    start: '2026-03-31',
    months: 7,
    initialDeposit: '500.50',
    periodicDeposit: '75.25',
    funds: reweighted([NEUTRAL_MIX[0], STEADY, NEUTRAL_MIX[2]] as FundAllocation[], [
      '0.5',
      '0.2',
      '0.3',
    ]),
    simulation: { paths: 13, seed: -1 },
    initialDepositBearsEntryCost: true,
  },
  {
    name: 'vier fondsen, 50 jaar, seed 2⁴⁰ + 5',
    start: '2027-01-01',
    months: 600,
    initialDeposit: '10000000',
    periodicDeposit: '0.01',
    funds: reweighted([...NEUTRAL_MIX, VOLATILE_EXTRA], ['0.3', '0.3', '0.3', '0.1']),
    simulation: { seed: 2 ** 40 + 5 },
    initialDepositBearsEntryCost: true,
  },
  {
    name: '10 000 paden, 10 jaar, drie fondsen (meer trekkingen dan er bewaard worden)',
    start: '2026-05-01',
    months: 120,
    initialDeposit: '0',
    periodicDeposit: '100',
    funds: NEUTRAL_MIX,
    simulation: { paths: 10_000 },
    initialDepositBearsEntryCost: true,
  },
];

/** Pseudo-random cases, the same on every run (mulberry32 with a fixed seed). */
function randomCases(count: number): ProjectionGoldenCase[] {
  const uniform = mulberry32(8);
  const whole = (low: number, high: number) => low + Math.floor(uniform() * (high - low + 1));
  const pool = [...NEUTRAL_MIX, VOLATILE_EXTRA, STEADY];
  return Array.from({ length: count }, (_, index) => {
    const fundCount = whole(1, 4);
    const chosen = pool.slice(whole(0, pool.length - fundCount)).slice(0, fundCount);
    const hundredths = chosen.map(() => whole(1, 10));
    const total = hundredths.reduce((sum, part) => sum + part, 0);
    const weights = hundredths.map((part, at) =>
      at === hundredths.length - 1
        ? (100 -
            hundredths.slice(0, -1).reduce((sum, p) => sum + Math.floor((p * 100) / total), 0)) /
          100
        : Math.floor((part * 100) / total) / 100,
    );
    return {
      name: `willekeurig ${index + 1}`,
      start: '2026-06-01',
      months: whole(1, 600),
      initialDeposit: `${whole(0, 200_000)}.${String(whole(0, 99)).padStart(2, '0')}`,
      periodicDeposit: `${whole(1, 2_000)}.${String(whole(0, 99)).padStart(2, '0')}`,
      funds: reweighted(
        chosen,
        weights.map((weight) => weight.toFixed(2)),
      ),
      simulation: { paths: whole(1, 1500), seed: whole(-1000, 1_000_000) },
      initialDepositBearsEntryCost: uniform() < 0.7,
    };
  });
}

export const PROJECTION_GOLDEN_CASES: ProjectionGoldenCase[] = [...FIXED, ...randomCases(16)];
