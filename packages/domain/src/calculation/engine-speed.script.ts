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

interface Timing {
  wallMs: number;
  /** CPU time of this process: what the calculation costs, whatever else the machine runs. */
  cpuMs: number;
}

function calculateOnce(): Timing {
  const cpuStarted = process.cpuUsage();
  const started = performance.now();
  const outcome = calculateSb({
    start: '2026-12-01',
    durationYears: 40,
    initialDeposit: '10000.00',
    periodicDeposit: '250.00',
    funds: NEUTRAL_MIX,
    simulation: { paths: 1000 },
  });
  const wallMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  if (!outcome.ok) throw new Error(outcome.errors.join(' '));
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

interface Figures {
  min: number;
  median: number;
  p90: number;
}

function figuresOf(values: number[]): Figures {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? NaN;
  return { min: at(0), median: at(0.5), p90: at(0.9) };
}

function measure(before: () => void): { wall: Figures; cpu: Figures } {
  const timings: Timing[] = [];
  for (let round = 0; round < rounds; round += 1) {
    before();
    timings.push(calculateOnce());
  }
  return {
    wall: figuresOf(timings.map((timing) => timing.wallMs)),
    cpu: figuresOf(timings.map((timing) => timing.cpuMs)),
  };
}

for (let warmUp = 0; warmUp < 5; warmUp += 1) calculateOnce();
const steady = measure(() => undefined);
const firstDraws = measure(forgetKeptDraws);
const show = (figures: Figures) =>
  `min ${figures.min.toFixed(1)} ms, mediaan ${figures.median.toFixed(1)} ms, p90 ${figures.p90.toFixed(1)} ms`;
console.log(
  `SB 40 jaar maandelijks, 1000 paden, 3 fondsen; ${rounds} rondes (Node ${process.version}):`,
);
for (const [label, measured] of [
  ['doorlopend (trekkingen bewaard)', steady],
  ['eigen trekkingen (eerste berekening van een worker)', firstDraws],
] as const) {
  console.log(`  ${label}:`);
  console.log(`    kloktijd ${show(measured.wall)}`);
  console.log(`    CPU-tijd ${show(measured.cpu)}`);
}
