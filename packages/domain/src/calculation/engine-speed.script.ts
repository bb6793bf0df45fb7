/**
 * How long the engine takes for a 40-year monthly SB calculation (bedrag beleggen: € 10.000
 * plus € 250 a month into the neutral model mix of three funds, 1000 Monte Carlo paths, the
 * server's calculation): `npm run bench:engine [-- rounds]` (a measurement, not a test).
 *
 * Two figures, each after a warm-up, on one core of this process:
 * - steady: what every calculation of a running server costs (the draws of the seed are kept);
 * - first draws: what a calculation costs when it must draw its random numbers itself, as the
 *   first calculation in a fresh worker does (the kept draws are forgotten before each round).
 */
import { calculateSb } from './sb';
import { forgetKeptDraws } from './normal-draws';
import { NEUTRAL_MIX } from './test-fixtures';

const rounds = Number(process.argv[2] ?? 40);

function calculateOnce(): number {
  const started = performance.now();
  const outcome = calculateSb({
    start: '2026-12-01',
    durationYears: 40,
    initialDeposit: '10000.00',
    periodicDeposit: '250.00',
    funds: NEUTRAL_MIX,
    simulation: { paths: 1000 },
  });
  const elapsed = performance.now() - started;
  if (!outcome.ok) throw new Error(outcome.errors.join(' '));
  return elapsed;
}

function measure(before: () => void): { min: number; median: number; p90: number } {
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    before();
    times.push(calculateOnce());
  }
  times.sort((a, b) => a - b);
  const at = (fraction: number) =>
    times[Math.min(times.length - 1, Math.floor(fraction * times.length))] ?? NaN;
  return { min: at(0), median: at(0.5), p90: at(0.9) };
}

for (let warmUp = 0; warmUp < 5; warmUp += 1) calculateOnce();
const steady = measure(() => undefined);
const firstDraws = measure(forgetKeptDraws);
const show = (figures: { min: number; median: number; p90: number }) =>
  `min ${figures.min.toFixed(1)} ms, mediaan ${figures.median.toFixed(1)} ms, p90 ${figures.p90.toFixed(1)} ms`;
console.log(
  `SB 40 jaar maandelijks, 1000 paden, 3 fondsen; ${rounds} rondes (Node ${process.version}):`,
);
console.log(`  doorlopend (trekkingen bewaard): ${show(steady)}`);
console.log(`  eigen trekkingen (eerste berekening van een worker): ${show(firstDraws)}`);
