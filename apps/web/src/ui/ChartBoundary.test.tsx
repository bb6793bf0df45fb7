import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartBoundary } from './ChartBoundary';

const FALLBACK = 'De grafiek kan nu niet worden getoond; de cijfers staan hieronder.';

function ChunkThatFailedToLoad(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/ReturnsChart.js');
}

describe('ChartBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the chart when it renders', () => {
    render(
      <ChartBoundary fallback={FALLBACK}>
        <figure aria-label="Waardeontwikkeling" />
      </ChartBoundary>,
    );
    expect(screen.getByRole('figure', { name: 'Waardeontwikkeling' })).toBeInTheDocument();
    expect(screen.queryByText(FALLBACK)).not.toBeInTheDocument();
  });

  it('says where the figures stand when the chart cannot load', () => {
    // React reports the caught error on the console; the test is about what the user sees.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ChartBoundary fallback={FALLBACK}>
        <ChunkThatFailedToLoad />
      </ChartBoundary>,
    );
    expect(screen.getByText(FALLBACK)).toBeInTheDocument();
  });
});
