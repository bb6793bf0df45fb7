import type { BrandLabel } from '@bp/api-schema';

interface LogoProps {
  label: BrandLabel;
  productName: string;
}

/** The brand mark: a building for real estate, a rising line for annuities; then the name. */
export function Logo({ label, productName }: LogoProps) {
  return (
    <span className="logo">
      <svg
        className="logo-mark"
        viewBox="0 0 40 40"
        width="40"
        height="40"
        aria-hidden="true"
        focusable="false"
      >
        <rect className="logo-mark-bg" width="40" height="40" rx="8" />
        {label === 'vastgoed' ? (
          <g className="logo-mark-fill">
            <path d="M8 31V18l12-9 12 9v13h-8v-8h-8v8z" />
            <rect x="27" y="9" width="3" height="6" />
          </g>
        ) : (
          <g className="logo-mark-stroke" strokeWidth="3" strokeLinecap="round">
            <path d="M8 29l8-8 6 5 10-12" />
            <path d="M26 14h6v6" />
          </g>
        )}
        <rect className="logo-mark-accent" x="8" y="33" width="24" height="2" rx="1" />
      </svg>
      <span className="logo-text">{productName}</span>
    </span>
  );
}
