import autocannon from 'autocannon';

export interface Target {
  name: string;
  path: string;
}

export interface Measurement extends Target {
  requestsPerSecond: number;
  p99Ms: number;
  requests: number;
  failures: number;
}

export interface LoadSettings {
  durationSeconds: number;
  connections: number;
  cookie: string;
}

/** Loads one path on the running server for a fixed time and reports throughput and p99. */
export async function measure(
  baseUrl: string,
  target: Target,
  settings: LoadSettings,
): Promise<Measurement> {
  const result = await autocannon({
    url: `${baseUrl}${target.path}`,
    connections: settings.connections,
    duration: settings.durationSeconds,
    headers: { cookie: settings.cookie },
  });
  return {
    ...target,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** A plain-text table: the figures, and each target against the trivial route. */
export function report(measurements: readonly Measurement[], baseline: Measurement): string {
  const rows = measurements.map((m) => [
    m.name,
    m.requestsPerSecond.toFixed(0),
    m.p99Ms.toFixed(1),
    (m.requestsPerSecond / baseline.requestsPerSecond).toFixed(3),
    (m.p99Ms / Math.max(baseline.p99Ms, 0.001)).toFixed(1),
    String(m.failures),
  ]);
  const header = ['target', 'req/s', 'p99 ms', 'req/s ÷ trivial', 'p99 ÷ trivial', 'failures'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}
