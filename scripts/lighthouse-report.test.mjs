import { describe, expect, it } from 'vitest';
import { formatTable, meetsTarget, rowOf } from './lighthouse-report.mjs';

function lhr({ performance = 0.97, lcp = 2345, tbt = 87.4, cls = 0.0123 } = {}) {
  return {
    finalDisplayedUrl: 'http://localhost:3302/login',
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      'best-practices': { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
    },
    environment: { benchmarkIndex: 1234.5 },
  };
}

describe('the Lighthouse table', () => {
  it('shows the four scores, LCP, TBT and CLS with Dutch decimals, and the CPU index', () => {
    const table = formatTable([rowOf('/login', lhr())]).split('\n');
    expect(table[0]).toMatch(
      /^\| page +\| Performance \| Toegankelijkheid \| Best practices \| SEO \| LCP +\| TBT +\| CLS +\| CPU +\|$/,
    );
    expect(table[2]).toMatch(
      /^\| `\/login` \| 97 +\| 100 +\| 100 +\| 100 \| 2,3 s \| 87 ms \| 0,012 \| 1235 \|$/,
    );
  });

  it('holds every category to 95', () => {
    expect(meetsTarget(rowOf('/login', lhr({ performance: 0.95 })))).toBe(true);
    expect(meetsTarget(rowOf('/login', lhr({ performance: 0.944 })))).toBe(false);
  });
});
