import type { CalculationData, CalculationRequest } from '@bp/api-schema';
import type { CalculationOutcome } from '@bp/domain';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { funds } from '../../db/schema';
import { freshIp, type TestApp } from '../../test/harness';
import type { CalculationExecutor } from './calculation-pool';
import { runEngine, type CalculationJob, type EngineResult } from './engine';

/** Requests as the web app builds them (apps/web/src/features/calculation/build-request.ts). */
export function sbRequest(fundIds: SbFundIds): CalculationRequest {
  return {
    productCode: 'SB',
    initialDeposit: '10000.00',
    periodicDeposit: '150.00',
    birthdate: null,
    start: '2026-04-01',
    duration: 20,
    chosenRiskProfile: 'NVT',
    uitkeringsTermijnCode: null,
    polisVoorwaardeCode: null,
    isHuidigeLijfrenteOversluiten: false,
    description: 'Studie Emma',
    funds: [
      { id: fundIds['SB-OBL'], percentage: 0.4 },
      { id: fundIds['SB-VGD'], percentage: 0.3 },
      { id: fundIds['SB-AAN'], percentage: 0.3 },
    ],
  };
}

export const SUL_REQUEST: CalculationRequest = {
  productCode: 'SUL',
  initialDeposit: '25000.00',
  periodicDeposit: '200.00',
  birthdate: '1980-06-15',
  start: '2026-08-01',
  duration: 67,
  durationType: 'leeftijd',
  chosenRiskProfile: 'neutraal',
  uitkeringsTermijnCode: null,
  polisVoorwaardeCode: null,
  isHuidigeLijfrenteOversluiten: true,
  description: 'Pensioen aanvullen',
  funds: [],
};

/** Born 10 March 1960 (AOW age 67: 10 March 2027): 20 years from April 2027 is allowed. */
export const SDIL_REQUEST: CalculationRequest = {
  productCode: 'SDIL',
  initialDeposit: '150000.00',
  periodicDeposit: '0',
  birthdate: '1960-03-10',
  start: '2027-04-01',
  duration: 20,
  chosenRiskProfile: 'NVT',
  uitkeringsTermijnCode: 'Geen',
  polisVoorwaardeCode: 'SDIL2014',
  isHuidigeLijfrenteOversluiten: false,
  description: '',
  funds: [],
};

export type SbFundIds = Record<'SB-OBL' | 'SB-VGD' | 'SB-AAN', number>;

/** The ids the seed gave the SB funds. */
export async function sbFundIds(t: TestApp): Promise<SbFundIds> {
  const rows = await t.db
    .select({ id: funds.id, code: funds.code })
    .from(funds)
    .where(eq(funds.productCode, 'SB'));
  const idOf = (code: string) => {
    const row = rows.find((candidate) => candidate.code === code);
    if (!row) throw new Error(`The seed has no fund ${code}`);
    return row.id;
  };
  return { 'SB-OBL': idOf('SB-OBL'), 'SB-VGD': idOf('SB-VGD'), 'SB-AAN': idOf('SB-AAN') };
}

export interface PostOptions {
  cookie?: string;
  /** Defaults to a fresh address per call, so the per-IP limit stays out of the way. */
  ip?: string;
}

export function postCalculation(
  t: TestApp,
  payload: unknown,
  { cookie, ip = freshIp() }: PostOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/calculation',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
    remoteAddress: ip,
  });
}

/** The data of a 200 answer. */
export function dataOf(response: LightMyRequestResponse): CalculationData {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: CalculationData }).data;
}

/** The ErrorMessage list of an error answer with the given status. */
export function problemsOf(response: LightMyRequestResponse, status = 422): string[] {
  expect(response.statusCode, response.body).toBe(status);
  return (response.json() as { errors: { ErrorMessage: string[] } }).errors.ErrorMessage;
}

export interface GatedExecutor extends CalculationExecutor {
  /** Jobs handed to the executor so far. */
  readonly started: number;
  /** Lets every held job (and every later one) run. */
  release(): void;
}

/** Runs the engine on the test's own thread, but only once the test releases the gate. */
export function gatedExecutor(): GatedExecutor {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let started = 0;
  return {
    get started() {
      return started;
    },
    async execute(job: CalculationJob): Promise<CalculationOutcome<EngineResult>> {
      started += 1;
      await gate;
      return runEngine(job.input, job.funds, job.settings);
    },
    start: () => undefined,
    close: async () => undefined,
    release: () => open(),
  };
}
