/**
 * The load of the calculation bench, run by calculation.ts in a process of its own so that
 * generating it takes no time from the server's event loop: POST /api/calculation with the
 * given body for the given time, each request from its own address (X-Forwarded-For; the server
 * runs with TRUST_PROXY=1), as from many visitors, so the per-IP limit of 30 a minute measures
 * itself rather than refusing the load. Prints the figures as one JSON line.
 *
 * Arguments: URL, connections, seconds, request body.
 */
import autocannon from 'autocannon';

export interface CalculationLoad {
  calculations: number;
  perSecond: number;
  meanMs: number;
  p99Ms: number;
  failures: number;
}

const [url = '', connections = '2', seconds = '10', body = ''] = process.argv.slice(2);
let visitor = 0;
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [
    {
      method: 'POST',
      body,
      setupRequest: (request) => {
        visitor += 1;
        const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
        return {
          ...request,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        };
      },
    },
  ],
});
const figures: CalculationLoad = {
  calculations: result.requests.total,
  perSecond: result.requests.average,
  meanMs: result.latency.average,
  p99Ms: result.latency.p99,
  failures: result.non2xx + result.errors + result.timeouts,
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
