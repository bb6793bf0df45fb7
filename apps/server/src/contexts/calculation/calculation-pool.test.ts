import { calendarDate, SB_FUNDS } from '@bp/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpProblem } from '../../http/problem';
import {
  BoundedCalculations,
  CALCULATIONS_BUSY_RETRY_AFTER_SECONDS,
  createCalculationPool,
} from './calculation-pool';
import { runEngine, type CalculationJob, type EngineSettings } from './engine';
import { CALCULATION_MESSAGES } from './messages';
import { CALCULATION_PATHS } from './rules';
import { gatedExecutor, SDIL_REQUEST, SUL_REQUEST } from './test-support';
import { fortyYearSbRequest } from '../../test/forty-year-request';

const FUNDS = SB_FUNDS.map((fund, index) => ({ ...fund, id: index + 1 }));
const SETTINGS: EngineSettings = {
  interestRate: '0.025',
  paths: CALCULATION_PATHS,
  today: calendarDate('2026-03-02'),
};

const SB_JOB: CalculationJob = {
  input: fortyYearSbRequest({ start: '2026-04-01' }),
  funds: FUNDS,
  settings: SETTINGS,
};
const { offerID: _sul, ...SUL_INPUT } = SUL_REQUEST;
const { offerID: _sdil, ...SDIL_INPUT } = SDIL_REQUEST;
const JOBS: CalculationJob[] = [
  SB_JOB,
  { input: SUL_INPUT, funds: FUNDS, settings: SETTINGS },
  { input: SDIL_INPUT, funds: [], settings: SETTINGS },
  { ...SB_JOB, input: { ...SB_JOB.input, duration: 51 } },
];

async function refusal(promise: Promise<unknown>): Promise<HttpProblem> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpProblem)) throw new Error(`Not refused: ${String(error)}`);
  return error;
}

const pools: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('the calculation pool (worker threads from the TypeScript source)', () => {
  it('gives exactly what the engine gives on the event loop, for every product and an error', async () => {
    const pool = createCalculationPool({ workers: 2, queue: 8 });
    pools.push(pool);
    const outcomes = await Promise.all(JOBS.map((job) => pool.run(job)));
    expect(outcomes).toEqual(JOBS.map((job) => runEngine(job.input, job.funds, job.settings)));
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true, false]);
  }, 60_000);

  it('refuses a calculation beyond the workers and the queue at once, then admits again', async () => {
    const pool = createCalculationPool({ workers: 1, queue: 1 });
    pools.push(pool);
    const admitted = [pool.run(SB_JOB), pool.run(SB_JOB)];
    const refused = await refusal(pool.run(SB_JOB));
    expect(refused.statusCode).toBe(429);
    expect(refused.message).toBe(CALCULATION_MESSAGES.calculationsBusy);
    expect(refused.headers).toEqual({
      'retry-after': String(CALCULATIONS_BUSY_RETRY_AFTER_SECONDS),
    });
    const outcomes = await Promise.all(admitted);
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(pool.inFlight).toBe(0);
    expect((await pool.run(SB_JOB)).ok).toBe(true);
  }, 60_000);
});

describe('BoundedCalculations', () => {
  it('counts running and waiting calculations alike, and frees a place when one fails', async () => {
    const executor = gatedExecutor();
    const bounded = new BoundedCalculations({ workers: 2, queue: 1 }, executor);
    const admitted = [bounded.run(SB_JOB), bounded.run(SB_JOB), bounded.run(JOBS[3] ?? SB_JOB)];
    expect(bounded.inFlight).toBe(3);
    expect((await refusal(bounded.run(SB_JOB))).statusCode).toBe(429);
    executor.release();
    await Promise.all(admitted);
    expect(bounded.inFlight).toBe(0);
  });

  it('with no queue, refuses as soon as every worker is busy', async () => {
    const executor = gatedExecutor();
    const bounded = new BoundedCalculations({ workers: 1, queue: 0 }, executor);
    const running = bounded.run(SB_JOB);
    expect((await refusal(bounded.run(SB_JOB))).statusCode).toBe(429);
    executor.release();
    expect((await running).ok).toBe(true);
  });
});
