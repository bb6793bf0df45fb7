// The pure half of `npm run lighthouse`: which pages, and how a Lighthouse result becomes a row.

/** The target: at least this score (0–100) in every category on every page. */
export const TARGET_SCORE = 95;

export const CATEGORIES = [
  { id: 'performance', label: 'Performance' },
  { id: 'accessibility', label: 'Toegankelijkheid' },
  { id: 'best-practices', label: 'Best practices' },
  { id: 'seo', label: 'SEO' },
];

/**
 * The measured pages, in order: the public ones first, logged out; then the demo investor logs
 * in and the others are measured with that session. `{contractId}` is the investor's first
 * contract.
 */
export const PAGES = [
  { path: '/login', loggedIn: false },
  { path: '/berekenen/bedrag-beleggen', loggedIn: false },
  { path: '/mijn-vastgoed', loggedIn: true },
  { path: '/contractbeheer/{contractId}/rendement', loggedIn: true },
];

/**
 * One table row from a Lighthouse result (`runnerResult.lhr`): the four scores (0–100) and the
 * three metrics the issue names.
 * @param {string} page
 * @param {{ categories: Record<string, { score: number | null }>,
 *   audits: Record<string, { numericValue?: number }>, finalDisplayedUrl?: string,
 *   environment?: { benchmarkIndex?: number } }} lhr
 */
export function rowOf(page, lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map(({ id }) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  );
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    page,
    finalUrl: lhr.finalDisplayedUrl ?? null,
    scores,
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    // Lighthouse's measure of how fast the machine ran during the test (a quiet laptop: ~1500+):
    // simulated TBT and LCP scale with the CPU time observed, so a busy machine scores lower.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/** Whether every score of the row reaches the target. */
export function meetsTarget(row) {
  return CATEGORIES.every(({ id }) => (row.scores[id] ?? 0) >= TARGET_SCORE);
}

const seconds = (ms) => (ms === null ? '—' : `${(ms / 1000).toFixed(1).replace('.', ',')} s`);
const millis = (ms) => (ms === null ? '—' : `${Math.round(ms)} ms`);
const shift = (cls) => (cls === null ? '—' : cls.toFixed(3).replace('.', ','));

/** The rows as a Markdown table (Dutch decimal commas, as in docs/BENCHMARKS.md). */
export function formatTable(rows) {
  const header = ['page', ...CATEGORIES.map(({ label }) => label), 'LCP', 'TBT', 'CLS', 'CPU'];
  const lines = rows.map((row) => [
    `\`${row.page}\``,
    ...CATEGORIES.map(({ id }) => String(row.scores[id] ?? '—')),
    seconds(row.lcpMs),
    millis(row.tbtMs),
    shift(row.cls),
    row.benchmarkIndex === null ? '—' : String(Math.round(row.benchmarkIndex)),
  ]);
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...lines.map((line) => line[i].length)),
  );
  const format = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [
    format(header),
    format(widths.map((width) => '-'.repeat(width))),
    ...lines.map(format),
  ].join('\n');
}
