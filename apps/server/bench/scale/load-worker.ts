/**
 * The load of one row of the scale bench, in a process of its own (started by load.ts with the
 * path of a JSON file of LoadPlan): autocannon's programmatic API, each request drawn at random
 * from the plan's list (another investor, another contract), so no cache serves one hot
 * investor. Prints one JSON line with the figures.
 */
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';

export interface PlannedRequest {
  path: string;
  cookie: string;
}

export interface LoadPlan {
  baseUrl: string;
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
  requests: PlannedRequest[];
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failures: number;
}

function drawn(plan: LoadPlan): PlannedRequest {
  const request = plan.requests[Math.floor(Math.random() * plan.requests.length)];
  if (!request) throw new Error('The load plan has no requests');
  return request;
}

async function run(plan: LoadPlan, durationSeconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: plan.baseUrl,
    connections: plan.connections,
    duration: durationSeconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const next = drawn(plan);
          return { ...request, path: next.path, headers: { cookie: next.cookie } };
        },
      },
    ],
  });
}

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Usage: load-worker.ts <plan.json>');
  const plan = JSON.parse(await readFile(file, 'utf8')) as LoadPlan;
  if (plan.warmUpSeconds > 0) await run(plan, plan.warmUpSeconds);
  const result = await run(plan, plan.durationSeconds);
  const figures: LoadFigures = {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
  console.log(JSON.stringify(figures));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
