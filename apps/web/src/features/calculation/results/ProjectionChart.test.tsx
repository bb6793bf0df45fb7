import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { engineResponse, sbRequest } from '../test-data';
import { toChartPoints } from './ProjectionChart';
import { ProjectionFigure } from './ProjectionFigure';

const data = engineResponse(sbRequest, null).data;
const rows = data.productCode === 'SB' ? data.rows : [];

describe('the projection chart', () => {
  it('draws a fan from the pessimistic to the optimistic value, the expected value and the deposits', () => {
    const points = toChartPoints(rows);
    expect(points).toHaveLength(20);
    const last = rows[19];
    expect(points[19]).toEqual({
      year: 20,
      fan: [Number(last?.pessimistic), Number(last?.optimistic)],
      expected: Number(last?.expected),
      deposited: Number(last?.totalDeposited),
    });
    for (const point of points) {
      expect(point.fan[0]).toBeLessThanOrEqual(point.expected);
      expect(point.expected).toBeLessThanOrEqual(point.fan[1]);
    }
  });

  it('loads the chart on its own and describes it in words', async () => {
    const { container } = render(<ProjectionFigure rows={rows} />);
    expect(screen.getByRole('figure', { name: /De verwachte waarde per jaar/ })).toBeVisible();
    await waitFor(() => expect(container.querySelector('.projection-chart-canvas')).not.toBeNull());
    expect(screen.queryByText('De grafiek wordt geladen…')).toBeNull();
  });
});
