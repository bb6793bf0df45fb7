/**
 * The entry of a calculation worker thread (piscina): runs the engine for one job. The
 * production build bundles this file into dist/calculation-worker.js; from source (tests, npm
 * run dev) calculation-worker.source.mjs loads it through tsx. See worker-file.ts.
 */
import { getPriority, setPriority } from 'node:os';
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

/**
 * Calculations yield the CPU to the server's event loop: on Linux a nice value belongs to a
 * thread, and setPriority(0, …) in a worker thread lowers that thread alone (what piscina's
 * niceIncrement does through a native module). With as many workers as cores, the event loop
 * would otherwise wait for a time slice behind them. Elsewhere pid 0 is the whole process, so
 * nothing is changed there.
 */
const WORKER_NICE_INCREMENT = 10;

function yieldToEventLoop(): void {
  if (process.platform !== 'linux') return;
  try {
    setPriority(0, Math.min(19, getPriority(0) + WORKER_NICE_INCREMENT));
  } catch {
    // Not allowed in this container: the worker runs at normal priority, which is only slower.
  }
}

yieldToEventLoop();
warmUp();
