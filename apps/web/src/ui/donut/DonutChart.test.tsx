import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DonutChart } from './DonutChart';

describe('DonutChart', () => {
  it('draws an accessible SVG donut with the defaults', () => {
    render(
      <DonutChart
        title="Verdeling van uw vermogen"
        sections={[
          { value: 50, label: 'Nederlands vastgoed' },
          { value: 25, label: 'Leningenfonds' },
        ]}
      />,
    );

    const chart = screen.getByRole('img');
    expect(chart).toHaveAccessibleName(
      'Verdeling van uw vermogen. Nederlands vastgoed: 50 van 100; Leningenfonds: 25 van 100',
    );
    expect(chart).toHaveAttribute('width', '250');
    const [background, track] = chart.querySelectorAll('circle');
    expect(background).toHaveAttribute('fill', '#ffffff');
    expect(track).toHaveAttribute('stroke', '#eeeeee');
    expect(track).toHaveAttribute('stroke-width', '25');
    expect(screen.getAllByTestId('donut-arc')).toHaveLength(2);
    expect(chart.querySelector('text')).toHaveAttribute('font-size', '20');
    expect(chart.querySelector('text')).toHaveTextContent('75%');
    expect(screen.getByText('Nederlands vastgoed')).toBeInTheDocument();
  });

  it('shows a Dutch error instead of the chart when the sections exceed the total', () => {
    render(<DonutChart sections={[{ value: 70 }, { value: 40 }]} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'De som van de secties (110) is groter dan het totaal (100).',
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('places the legend before the chart for top and left', () => {
    const { container } = render(
      <DonutChart
        legend="left"
        foreground="#dddddd"
        sections={[{ value: 10, label: 'Obligaties' }]}
      />,
    );
    const figure = container.querySelector('figure');
    expect(figure).toHaveClass('donut-legend-left');
    expect(figure?.firstElementChild?.tagName).toBe('UL');
    expect(screen.getByRole('img').querySelectorAll('circle')[1]).toHaveAttribute(
      'stroke',
      '#dddddd',
    );
  });

  it('shows values in the caller’s format in the legend and the description', () => {
    render(
      <DonutChart
        title="Waarde per fonds"
        total={3}
        sections={[
          { value: 1, label: 'Duits' },
          { value: 2, label: 'Nederlands' },
        ]}
        formatValue={(value) => `${value} deel`}
      />,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Waarde per fonds. Duits: 1 deel; Nederlands: 2 deel',
    );
    expect(screen.getByText('2 deel')).toHaveClass('donut-legend-value');
  });
});
