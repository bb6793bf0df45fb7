import { Agent, get } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { createTestApp } from '../../test/harness';
import { BoundedCalculations, CALCULATIONS_BUSY_RETRY_AFTER_SECONDS } from './calculation-pool';
import { CALCULATION_MESSAGES } from './messages';
import { dataOf, gatedExecutor, postCalculation, sbFundIds, sbRequest } from './test-support';
import { fortyYearSbRequest } from '../../test/forty-year-request';

const FORTY_YEARS = fortyYearSbRequest({ start: '2026-04-01', description: 'Veertig jaar' });

/**
 * What "the event loop is free" means here, in bounds that hold on a loaded 2-core machine that
 * also runs the two workers and other test files: /healthz keeps answering all through the
 * batch (a probe takes a millisecond or so plus the 5 ms pause: at least one answer per 40 ms)
 * and its median answer stays quick. With the engine on the event loop the 8 projections held
 * the loop one after the other (69–150 ms each on this machine before the engine was made
 * faster, several times that under load): a trial with the engine on the loop answered 2
 * probes in 600 ms. With the pool the loop only parses, queries (PGlite runs on this thread
 * too) and serialises. Tail figures (p99, the event loop's delay) depend on what else the
 * machine runs; they are printed with a failure, and the strict goal (/healthz p99 under
 * 20 ms) is measured by healthz-under-load.script.ts.
 */
const MS_PER_ANSWERED_PROBE_BOUND = 40;
const MIN_PROBES = 5;
const HEALTH_MEDIAN_BOUND_MS = 20;
const PROBE_INTERVAL_MS = 5;

/** GET /healthz over a connection of its own, as a load balancer's probe would. */
function probeHealth(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

const EIGHT_OK = Array.from({ length: 8 }, () => 200);

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
}

describe.each(databaseKinds())('calculations under load on $name', (kind) => {
  it('a full queue answers 429 with Retry-After in Dutch, and calculates again once there is room', async () => {
    const executor = gatedExecutor();
    const calculations = new BoundedCalculations({ workers: 1, queue: 1 }, executor);
    const t = await createTestApp(kind, { calculations });
    try {
      const request = sbRequest(await sbFundIds(t));
      const admitted = [postCalculation(t, request), postCalculation(t, request)];
      await vi.waitFor(() => expect(executor.started).toBe(2));

      const refused = await postCalculation(t, request);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(CALCULATIONS_BUSY_RETRY_AFTER_SECONDS));
      expect(refused.json()).toEqual({
        message: CALCULATION_MESSAGES.calculationsBusy,
        errors: { ErrorMessage: [CALCULATION_MESSAGES.calculationsBusy] },
      });

      executor.release();
      for (const response of await Promise.all(admitted)) {
        expect(dataOf(response).productCode).toBe('SB');
      }
      expect((await postCalculation(t, request)).statusCode).toBe(200);
    } finally {
      await t.close();
      await calculations.close();
    }
  });

  it('keeps /healthz quick while 8 forty-year calculations run at once', async () => {
    const t = await createTestApp(kind, { env: { CALCULATION_WORKERS: '2' } });
    try {
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const address = t.app.server.address();
      if (typeof address !== 'object' || !address) throw new Error('The server has no address');
      const base = `http://127.0.0.1:${address.port}`;
      const calculate = () =>
        fetch(`${base}/api/calculation`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(FORTY_YEARS),
        });
      const calculateEight = async () =>
        (await Promise.all(Array.from({ length: 8 }, calculate))).map((r) => r.status);

      // Both workers up and warm, and the server's own paths compiled: one batch unmeasured.
      expect(await calculateEight()).toEqual(EIGHT_OK);

      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const delay = monitorEventLoopDelay({ resolution: 2 });
      delay.enable();
      let running = true;
      const batchStarted = performance.now();
      const batch = calculateEight().finally(() => {
        running = false;
      });
      const probes: number[] = [];
      while (running) {
        const started = performance.now();
        expect(await probeHealth(`${base}/healthz`, agent)).toBe(200);
        probes.push(performance.now() - started);
        await setTimeout(PROBE_INTERVAL_MS);
      }
      const statuses = await batch;
      const batchMs = performance.now() - batchStarted;
      delay.disable();
      agent.destroy();

      expect(statuses).toEqual(EIGHT_OK);
      const loopP99 = delay.percentile(99) / 1e6;
      const median = percentile(probes, 0.5);
      const figures = `${batchMs.toFixed(0)} ms for 8 calculations; event-loop delay p99 ${loopP99.toFixed(1)} ms; /healthz median ${median.toFixed(1)} ms, p99 ${percentile(probes, 0.99).toFixed(1)} ms over ${probes.length} probes`;
      expect(probes.length, figures).toBeGreaterThanOrEqual(
        Math.max(MIN_PROBES, batchMs / MS_PER_ANSWERED_PROBE_BOUND),
      );
      expect(median, figures).toBeLessThan(HEALTH_MEDIAN_BOUND_MS);
    } finally {
      await t.close();
    }
  }, 60_000);
});
