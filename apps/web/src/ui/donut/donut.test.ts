import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PALETTE,
  DONUT_DEFAULTS,
  describeDonut,
  donutGeometry,
  validateDonut,
  type DonutOptions,
} from './donut';

const valid: DonutOptions = {
  sections: [
    { value: 40, label: 'Nederlands vastgoed' },
    { value: 35, label: 'Duits vastgoed', color: '#0f4c5c' },
  ],
};

describe('validateDonut', () => {
  it('accepts sections within the total with the defaults', () => {
    expect(validateDonut(valid)).toEqual([]);
    expect(validateDonut({ sections: [] })).toEqual([]);
  });

  it('has the specified defaults', () => {
    expect(DONUT_DEFAULTS).toEqual({
      size: 250,
      thickness: 20,
      total: 100,
      startAngle: 0,
      legend: 'bottom',
      foreground: '#eeeeee',
      background: '#ffffff',
    });
    expect(DEFAULT_PALETTE).toHaveLength(24);
    expect(new Set(DEFAULT_PALETTE).size).toBe(24);
  });

  it('refuses a sum of values above the total', () => {
    expect(validateDonut({ sections: [{ value: 60 }, { value: 50 }] })).toEqual([
      'De som van de secties (110) is groter dan het totaal (100).',
    ]);
    expect(validateDonut({ sections: [{ value: 60 }, { value: 50 }], total: 110 })).toEqual([]);
    expect(validateDonut({ sections: [{ value: 0.1 }, { value: 0.2 }], total: 0.3 })).toEqual([]);
  });

  it('needs a numeric, non-negative value for every section', () => {
    const sections = [{ value: Number.NaN }, { value: -5 }, { value: '7' as unknown as number }];
    expect(validateDonut({ sections })).toEqual([
      'Sectie 1 heeft geen geldige numerieke waarde.',
      'Sectie 2 heeft een negatieve waarde.',
      'Sectie 3 heeft geen geldige numerieke waarde.',
    ]);
  });

  it('needs a positive size and total, thickness 0 to 100 and a numeric start angle', () => {
    expect(validateDonut({ ...valid, size: 0 })).toEqual([
      'De grootte moet een positief getal zijn.',
    ]);
    expect(validateDonut({ ...valid, total: -1 })).toContain(
      'Het totaal moet een positief getal zijn.',
    );
    expect(validateDonut({ ...valid, thickness: 101 })).toEqual([
      'De dikte moet een getal van 0 tot en met 100 zijn.',
    ]);
    expect(validateDonut({ ...valid, thickness: -1 })).toHaveLength(1);
    expect(validateDonut({ ...valid, thickness: 0 })).toEqual([]);
    expect(validateDonut({ ...valid, thickness: 100 })).toEqual([]);
    expect(validateDonut({ ...valid, startAngle: Number.POSITIVE_INFINITY })).toEqual([
      'De starthoek moet een getal zijn.',
    ]);
  });

  it('accepts only the four legend positions', () => {
    for (const legend of ['top', 'right', 'bottom', 'left'] as const) {
      expect(validateDonut({ ...valid, legend })).toEqual([]);
    }
    expect(validateDonut({ ...valid, legend: 'midden' as 'top' })).toEqual([
      'De legenda moet boven, rechts, onder of links staan.',
    ]);
  });

  it('reports every problem at once', () => {
    expect(
      validateDonut({ sections: [{ value: -1 }], size: -10, thickness: 200, total: 0 }),
    ).toHaveLength(4);
  });
});

describe('donutGeometry', () => {
  it('draws each section as its share of the total, starting at 12 o’clock', () => {
    const geometry = donutGeometry(valid);
    expect(geometry.size).toBe(250);
    expect(geometry.ringWidth).toBe(25);
    expect(geometry.ringRadius).toBe(112.5);
    expect(geometry.fontSize).toBe(20);
    const [first, second] = geometry.arcs;
    expect(first?.length).toBeCloseTo(0.4 * geometry.circumference);
    expect(first?.rotation).toBe(-90);
    expect(second?.rotation).toBeCloseTo(-90 + 144);
    expect(geometry.filledShare).toBeCloseTo(0.75);
  });

  it('uses the palette for sections without a colour and honours the start angle', () => {
    const geometry = donutGeometry({ ...valid, startAngle: 90, size: 100, thickness: 100 });
    expect(geometry.arcs.map((arc) => arc.color)).toEqual([DEFAULT_PALETTE[0], '#0f4c5c']);
    expect(geometry.arcs[0]?.rotation).toBe(0);
    expect(geometry.ringWidth).toBe(50);
    expect(geometry.fontSize).toBe(8);
  });

  it('describes the chart for screen readers', () => {
    expect(describeDonut(valid, 'Verdeling van uw vermogen')).toBe(
      'Verdeling van uw vermogen. Nederlands vastgoed: 40 van 100; Duits vastgoed: 35 van 100',
    );
    expect(describeDonut({ sections: [{ value: 12.5 }] })).toBe('Sectie 1: 12,5 van 100');
  });
});
