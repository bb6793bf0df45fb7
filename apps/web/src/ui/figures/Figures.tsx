import { formatEuro } from '@bp/domain';
import { formatDate, formatReturn, NOT_AVAILABLE, signOf } from './format';
import './figures.css';

function signClass(value: string): string | undefined {
  const sign = signOf(value);
  if (sign === 0) return undefined;
  return sign < 0 ? 'figure-negative' : 'figure-positive';
}

interface AmountProps {
  /** A euro amount as the API sends it: "1234.56". */
  value: string;
  /** Colour gains and losses; the minus sign still says it without colour. */
  signed?: boolean;
}

export function Amount({ value, signed = false }: AmountProps) {
  return <span className={signed ? signClass(value) : undefined}>{formatEuro(value)}</span>;
}

/** A return fraction as a percentage; "–" with a spoken "niet beschikbaar" when there is none. */
export function ReturnFigure({ value }: { value: string | null }) {
  if (value === null) {
    return (
      <span>
        <span aria-hidden="true">{NOT_AVAILABLE}</span>
        <span className="visually-hidden">niet beschikbaar</span>
      </span>
    );
  }
  return <span className={signClass(value)}>{formatReturn(value)}</span>;
}

export function DateText({ date, style = 'short' }: { date: string; style?: 'short' | 'long' }) {
  return <time dateTime={date}>{formatDate(date, style)}</time>;
}
