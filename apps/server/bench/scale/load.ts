import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runNode } from '../load-generator';
import type { LoadFigures, LoadPlan, PlannedRequest } from './load-worker';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'load-worker.ts');

export interface LoadRow extends LoadFigures {
  name: string;
  connections: number;
  /** The p99 the row is held to (issue 23), when it has one. */
  p99TargetMs: number | null;
}

export interface LoadRowPlan {
  name: string;
  connections: number;
  p99TargetMs: number | null;
  requests: PlannedRequest[];
}

/** Runs one row's load in its own Node process (load-worker.ts) and reads its figures. */
export async function measureLoad(
  baseUrl: string,
  row: LoadRowPlan,
  timing: { durationSeconds: number; warmUpSeconds: number },
): Promise<LoadRow> {
  const folder = await mkdtemp(path.join(tmpdir(), 'bp-scale-load-'));
  try {
    const plan: LoadPlan = {
      baseUrl,
      connections: row.connections,
      ...timing,
      requests: row.requests,
    };
    const file = path.join(folder, 'plan.json');
    await writeFile(file, JSON.stringify(plan));
    const output = await runNode(['--import', 'tsx', WORKER, file]);
    const line = output
      .split('\n')
      .reverse()
      .find((candidate) => candidate.startsWith('{'));
    if (!line) throw new Error(`The load of ${row.name} printed no result:\n${output}`);
    const figures = JSON.parse(line) as LoadFigures;
    return {
      name: row.name,
      connections: row.connections,
      p99TargetMs: row.p99TargetMs,
      ...figures,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
