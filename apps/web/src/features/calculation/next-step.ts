import type { CalculationInput } from '@bp/api-schema';
import { CALCULATION_LIMITS, euro, type DepositKind } from '@bp/domain';

/**
 * The next step after a "bedrag beleggen" result: the amounts travel to the add-investment flow
 * in the address (`/nederlands-vastgoed?inleg=…`), not in the store, so they survive the detour
 * through login unchanged (the login redirect keeps the full intended path, query included) and
 * this feature needs nothing of the flow's. The flow reads them with `readInvestmentPrefill`.
 */

/** The add-investment flows an SB amount can go into; the first is the default "Beleggen". */
export const INVESTMENT_TARGETS = [
  // The SB funds take the standard risk questionnaire and euros, as Dutch real estate does.
  { path: '/nederlands-vastgoed', title: 'Nederlands vastgoed' },
  { path: '/duits-vastgoed', title: 'Duits vastgoed' },
  { path: '/amerikaans-vastgoed', title: 'Amerikaans vastgoed' },
  { path: '/leningenfonds', title: 'Leningenfonds' },
] as const;

export interface InvestmentPrefill {
  kind: DepositKind;
  /** Decimal strings ("1000.00"), as the flow's store keeps them; null when not asked. */
  initialDeposit: string | null;
  periodicDeposit: string | null;
  description: string;
}

const PARAMS = { initial: 'inleg', periodic: 'maandelijks', description: 'omschrijving' } as const;

/** "1000" → "1000.00"; zero, negative or unreadable → null (nothing to prefill). */
function positiveAmount(text: string | null): string | null {
  if (text === null || !/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const value = euro(text);
  return value.isPositive() && !value.isZero() ? value.toFixed(2) : null;
}

/** The query string that carries an SB calculation's amounts and description. */
export function investmentPrefillSearch(request: CalculationInput): string {
  const params = new URLSearchParams();
  const initial = positiveAmount(euro(request.initialDeposit).toFixed(2));
  const periodic = positiveAmount(euro(request.periodicDeposit).toFixed(2));
  if (initial !== null) params.set(PARAMS.initial, initial);
  if (periodic !== null) params.set(PARAMS.periodic, periodic);
  if (request.description) params.set(PARAMS.description, request.description);
  return params.toString();
}

/** The amounts in an address's query string, or null when it carries none. */
export function readInvestmentPrefill(search: string): InvestmentPrefill | null {
  const params = new URLSearchParams(search);
  const initialDeposit = positiveAmount(params.get(PARAMS.initial));
  const periodicDeposit = positiveAmount(params.get(PARAMS.periodic));
  let kind: DepositKind = 'beide';
  if (initialDeposit === null && periodicDeposit === null) return null;
  if (periodicDeposit === null) kind = 'eenmalig';
  else if (initialDeposit === null) kind = 'maandelijks';
  return {
    kind,
    initialDeposit,
    periodicDeposit,
    description: (params.get(PARAMS.description) ?? '').slice(
      0,
      CALCULATION_LIMITS.maxDescriptionLength,
    ),
  };
}

/** The same query string without the prefill's parameters (once it has been taken). */
export function withoutInvestmentPrefill(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of Object.values(PARAMS)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
