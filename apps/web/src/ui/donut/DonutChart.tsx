import {
  DONUT_DEFAULTS,
  describeDonut,
  donutGeometry,
  formatNumber,
  validateDonut,
  type DonutOptions,
} from './donut';

interface DonutChartProps extends DonutOptions {
  /** What the chart shows, e.g. "Verdeling van uw vermogen"; starts the accessible description. */
  title?: string;
  /** How the legend and the description show a section's value; plain numbers by default. */
  formatValue?: (value: number) => string;
}

/** Our own SVG donut; invalid options show a Dutch error instead of a misleading picture. */
export function DonutChart({ title, formatValue, ...options }: DonutChartProps) {
  const problems = validateDonut(options);
  if (problems.length > 0) {
    return (
      <div className="alert alert-error donut-error" role="alert">
        <p>De grafiek kan niet worden getoond:</p>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    );
  }

  const geometry = donutGeometry(options);
  const legend = options.legend ?? DONUT_DEFAULTS.legend;
  const { size, center, ringRadius, ringWidth, circumference } = geometry;
  const showLegend = options.sections.some((section) => section.label);

  const chart = (
    <svg
      className="donut-svg"
      role="img"
      aria-label={describeDonut(options, title, formatValue)}
      width={size}
      height={size}
      viewBox={`0 0 ${size} ${size}`}
    >
      <circle
        cx={center}
        cy={center}
        r={center}
        fill={options.background ?? DONUT_DEFAULTS.background}
      />
      {ringWidth > 0 && (
        <circle
          cx={center}
          cy={center}
          r={ringRadius}
          fill="none"
          stroke={options.foreground ?? DONUT_DEFAULTS.foreground}
          strokeWidth={ringWidth}
        />
      )}
      {ringWidth > 0 &&
        geometry.arcs
          .filter((arc) => arc.length > 0)
          .map((arc, index) => (
            <circle
              key={index}
              data-testid="donut-arc"
              cx={center}
              cy={center}
              r={ringRadius}
              fill="none"
              stroke={arc.color}
              strokeWidth={ringWidth}
              strokeDasharray={`${arc.length} ${circumference - arc.length}`}
              transform={`rotate(${arc.rotation} ${center} ${center})`}
            />
          ))}
      <text
        className="donut-text"
        x={center}
        y={center}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={geometry.fontSize}
        aria-hidden="true"
      >
        {`${formatNumber(Math.round(geometry.filledShare * 1000) / 10)}%`}
      </text>
    </svg>
  );

  const legendList = showLegend && (
    <ul className="donut-legend">
      {geometry.arcs.map((arc, index) => (
        <li key={index} className="donut-legend-item">
          <span
            className="donut-swatch"
            style={{ backgroundColor: arc.color }}
            aria-hidden="true"
          />
          <span>{arc.label}</span>
          <span className="donut-legend-value">
            {formatValue ? formatValue(arc.value) : formatNumber(arc.value)}
          </span>
        </li>
      ))}
    </ul>
  );

  return (
    <figure className={`donut donut-legend-${legend}`}>
      {(legend === 'top' || legend === 'left') && legendList}
      {chart}
      {(legend === 'bottom' || legend === 'right') && legendList}
    </figure>
  );
}
