/** The donut chart's parameters, defaults, validation and geometry (spec section 2). */

export interface DonutSection {
  value: number;
  label?: string;
  color?: string;
}

export type LegendPosition = 'top' | 'right' | 'bottom' | 'left';
export const LEGEND_POSITIONS: readonly LegendPosition[] = ['top', 'right', 'bottom', 'left'];

export interface DonutOptions {
  sections: DonutSection[];
  /** Width and height in px; > 0. */
  size?: number;
  /** Ring width as a percentage of the radius: 0 draws no ring, 100 a full pie. */
  thickness?: number;
  /** What a full circle stands for; > 0. */
  total?: number;
  /** Degrees clockwise from 12 o'clock where the first section starts. */
  startAngle?: number;
  legend?: LegendPosition;
  /** The ring's unfilled part. */
  foreground?: string;
  /** The disc behind the ring. */
  background?: string;
}

export const DONUT_DEFAULTS = {
  size: 250,
  thickness: 20,
  total: 100,
  startAngle: 0,
  legend: 'bottom',
  foreground: '#eeeeee',
  background: '#ffffff',
} as const satisfies Required<Omit<DonutOptions, 'sections'>>;

/** Text is 8% of the chart's width. */
export const TEXT_SIZE_RATIO = 0.08;

export const DEFAULT_PALETTE: readonly string[] = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#393b79',
  '#637939',
  '#8c6d31',
  '#843c39',
  '#7b4173',
  '#3182bd',
  '#e6550d',
  '#31a354',
  '#756bb1',
  '#636363',
  '#6baed6',
  '#fd8d3c',
  '#74c476',
  '#9e9ac8',
];

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Every problem with the options, in Dutch; empty when the chart can be drawn. */
export function validateDonut(options: DonutOptions): string[] {
  const problems: string[] = [];
  const size = options.size ?? DONUT_DEFAULTS.size;
  const thickness = options.thickness ?? DONUT_DEFAULTS.thickness;
  const total = options.total ?? DONUT_DEFAULTS.total;
  const startAngle = options.startAngle ?? DONUT_DEFAULTS.startAngle;
  const legend = options.legend ?? DONUT_DEFAULTS.legend;

  if (!isNumber(size) || size <= 0) problems.push('De grootte moet een positief getal zijn.');
  if (!isNumber(thickness) || thickness < 0 || thickness > 100) {
    problems.push('De dikte moet een getal van 0 tot en met 100 zijn.');
  }
  if (!isNumber(total) || total <= 0) problems.push('Het totaal moet een positief getal zijn.');
  if (!isNumber(startAngle)) problems.push('De starthoek moet een getal zijn.');
  if (!LEGEND_POSITIONS.includes(legend)) {
    problems.push('De legenda moet boven, rechts, onder of links staan.');
  }
  if (!Array.isArray(options.sections)) {
    problems.push('De secties moeten een lijst zijn.');
    return problems;
  }

  let sum = 0;
  let valuesValid = true;
  options.sections.forEach((section, index) => {
    const name = `Sectie ${index + 1}`;
    if (!isNumber(section.value)) {
      problems.push(`${name} heeft geen geldige numerieke waarde.`);
      valuesValid = false;
    } else if (section.value < 0) {
      problems.push(`${name} heeft een negatieve waarde.`);
      valuesValid = false;
    } else {
      sum += section.value;
    }
    if (section.label !== undefined && typeof section.label !== 'string') {
      problems.push(`${name} heeft een ongeldig label.`);
    }
    if (section.color !== undefined && (typeof section.color !== 'string' || !section.color)) {
      problems.push(`${name} heeft een ongeldige kleur.`);
    }
  });
  // A little slack for sums of decimals such as 0.1 + 0.2.
  if (valuesValid && isNumber(total) && total > 0 && sum > total * (1 + 1e-9)) {
    problems.push(
      `De som van de secties (${formatNumber(sum)}) is groter dan het totaal (${formatNumber(total)}).`,
    );
  }
  return problems;
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 }).format(value);
}

export interface DonutArc {
  color: string;
  label: string;
  value: number;
  length: number;
  /** Rotation in degrees of the arc's start, SVG-style (0 = 3 o'clock). */
  rotation: number;
}

export interface DonutGeometry {
  size: number;
  center: number;
  /** Radius of the ring's centre line. */
  ringRadius: number;
  ringWidth: number;
  circumference: number;
  fontSize: number;
  arcs: DonutArc[];
  filledShare: number;
}

/** Where each section's arc goes; call only with options that validate. */
export function donutGeometry(options: DonutOptions): DonutGeometry {
  const size = options.size ?? DONUT_DEFAULTS.size;
  const thickness = options.thickness ?? DONUT_DEFAULTS.thickness;
  const total = options.total ?? DONUT_DEFAULTS.total;
  const startAngle = options.startAngle ?? DONUT_DEFAULTS.startAngle;
  const outerRadius = size / 2;
  const ringWidth = (outerRadius * thickness) / 100;
  const ringRadius = outerRadius - ringWidth / 2;
  const circumference = 2 * Math.PI * ringRadius;

  let elapsed = 0;
  const arcs = options.sections.map((section, index) => {
    const share = section.value / total;
    const arc: DonutArc = {
      color: section.color ?? DEFAULT_PALETTE[index % DEFAULT_PALETTE.length] ?? '#1f77b4',
      label: section.label ?? `Sectie ${index + 1}`,
      value: section.value,
      length: share * circumference,
      rotation: startAngle - 90 + elapsed * 360,
    };
    elapsed += share;
    return arc;
  });

  return {
    size,
    center: outerRadius,
    ringRadius,
    ringWidth,
    circumference,
    fontSize: size * TEXT_SIZE_RATIO,
    arcs,
    filledShare: elapsed,
  };
}

/** What a screen reader hears instead of the picture. */
export function describeDonut(
  options: DonutOptions,
  title?: string,
  formatValue?: (value: number) => string,
): string {
  const total = options.total ?? DONUT_DEFAULTS.total;
  const parts = options.sections.map((section, index) => {
    const label = section.label ?? `Sectie ${index + 1}`;
    // A caller's own format (e.g. a share "62,5%") already says what the number is out of.
    return formatValue
      ? `${label}: ${formatValue(section.value)}`
      : `${label}: ${formatNumber(section.value)} van ${formatNumber(total)}`;
  });
  const summary = parts.length > 0 ? parts.join('; ') : 'geen gegevens';
  return title ? `${title}. ${summary}` : summary;
}
