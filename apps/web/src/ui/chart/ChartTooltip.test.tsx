import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChartTooltip } from './ChartTooltip';

const seriesLabels = { fan: 'Tussen pessimistisch en optimistisch', deposited: 'Ingelegd' };

describe('the tooltip of every chart', () => {
  it('reads each series as "name: amount" in Dutch', () => {
    render(
      <ChartTooltip
        active
        label={5}
        payload={[
          { dataKey: 'fan', name: 'fan', value: [33136.37, 47120.83], color: '#0f4c5c' },
          { dataKey: 'deposited', name: 'deposited', value: 34600, color: '#c8952b' },
        ]}
        seriesLabels={seriesLabels}
        labelText={(year) => `Na ${String(year)} jaar`}
      />,
    );
    expect(screen.getByText('Na 5 jaar')).toBeVisible();
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual([
      'Tussen pessimistisch en optimistisch: €\u00a033.136,37 – €\u00a047.120,83',
      'Ingelegd: €\u00a034.600,00',
    ]);
  });

  it('shows nothing while the pointer is not on the chart', () => {
    const { container } = render(
      <ChartTooltip active={false} payload={[]} seriesLabels={seriesLabels} labelText={String} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
