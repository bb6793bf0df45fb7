/**
 * The entry of a calculation worker thread (piscina): runs the engine for one job. The
 * production build bundles this file into dist/calculation-worker.js; from source (tests, npm
 * run dev) calculation-worker.source.mjs loads it through tsx. See worker-file.ts.
 */
import { SB_FUNDS, todayInAmsterdam, type CalculationOutcome } from '@bp/domain';
import { runEngine, type CalculationJob, type EngineResult } from './engine';
import { CALCULATION_PATHS } from './rules';

export default function runCalculation(job: CalculationJob): CalculationOutcome<EngineResult> {
  return runEngine(job.input, job.funds, job.settings);
}

/**
 * Before the worker takes its first job: one 50-year calculation compiles the engine's hot
 * loops and draws the default seed's random numbers once (they are kept, normal-draws.ts), so
 * no visitor pays for either.
 */
function warmUp(): void {
  const today = todayInAmsterdam(new Date());
  runCalculation({
    input: {
      productCode: 'SB',
      initialDeposit: '10000.00',
      periodicDeposit: '250.00',
      birthdate: null,
      start: today,
      duration: 50,
      chosenRiskProfile: 'neutraal',
      uitkeringsTermijnCode: null,
      polisVoorwaardeCode: null,
      isHuidigeLijfrenteOversluiten: false,
      description: '',
      funds: [],
    },
    funds: SB_FUNDS.map((fund, index) => ({ ...fund, id: index + 1 })),
    settings: { interestRate: '0.025', paths: CALCULATION_PATHS, today },
  });
}

warmUp();
