import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Row, TargetKind } from './report';

export interface Target {
  name: string;
  kind: TargetKind;
  url: string;
  /** The session cookie (`token=…`) of the investor the row reads for. */
  cookie?: string;
  /** Connections for this row instead of the run's (the admin's search: 10). */
  connections?: number;
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  warmUpSeconds: number;
}

/** The fields of autocannon's --json result that the bench reads. */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * Loads one URL with autocannon's command-line tool in a process of its own, so generating the
 * load never takes CPU time from the event loop being measured. Autocannon's own warm-up runs
 * first and is left out of the figures.
 */
export async function loadTarget(target: Target, run: LoadSettings): Promise<Row> {
  const settings = { ...run, connections: target.connections ?? run.connections };
  const args = [
    AUTOCANNON_CLI,
    '--json',
    '--connections',
    String(settings.connections),
    '--duration',
    String(settings.durationSeconds),
    ...(settings.warmUpSeconds > 0
      ? [
          '--warmup',
          '[',
          '-c',
          String(settings.connections),
          '-d',
          String(settings.warmUpSeconds),
          ']',
        ]
      : []),
    ...(target.cookie ? ['--headers', `cookie=${target.cookie}`] : []),
    target.url,
  ];
  const output = await runNode(args);
  const result = parseResult(output);
  return {
    name: target.name,
    kind: target.kind,
    ...(target.connections === undefined ? {} : { connections: target.connections }),
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

function parseResult(output: string): AutocannonResult {
  // --json prints one JSON line with the result; anything else on stdout is not ours.
  const line = output
    .split('\n')
    .reverse()
    .find((candidate) => candidate.trimStart().startsWith('{'));
  if (!line) throw new Error(`autocannon printed no result:\n${output}`);
  return JSON.parse(line) as AutocannonResult;
}

/** Runs Node with the given arguments in a child process; resolves with what it printed. */
export function runNode(args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${args.join(' ')} exited with ${code}:\n${stderr}`));
    });
  });
}
