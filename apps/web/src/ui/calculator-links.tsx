import { Link } from 'react-router';

/**
 * The three calculators (spec §1: calculating works without an account). Their routes are
 * public, so the login page, /about, the footer and the side menu all link to them; the list
 * lives here because those places belong to different features and the layout.
 */
export const CALCULATOR_LINKS = [
  { to: '/berekenen/bedrag-beleggen', label: 'Bedrag beleggen' },
  { to: '/berekenen/lijfrente-opbouwen', label: 'Lijfrente opbouwen' },
  { to: '/berekenen/lijfrente-uitkeren', label: 'Lijfrente uitkeren' },
] as const;

/** The calculators as a list of links, named by `labelledBy` (the heading above it). */
export function CalculatorLinkList({
  labelledBy,
  className,
}: {
  labelledBy: string;
  className?: string;
}) {
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {CALCULATOR_LINKS.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
