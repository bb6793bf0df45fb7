/**
 * The value lists of a calculation request, each defined once: the engine's types, the HTTP
 * contract (api-schema), the database enum of offers and the web forms derive from them.
 */
import type { SulSituation } from './sul';

/** The three calculations (spec): bedragBeleggen, lijfrenteOpbouwen, lijfrenteUitkeren. */
export const PRODUCT_CODES = ['SB', 'SUL', 'SDIL'] as const;
export type CalculationProductCode = (typeof PRODUCT_CODES)[number];

/** SDIL payout frequency; `Geen` (no choice made) means monthly (spec §9). */
export const UITKERINGS_TERMIJN_CODES = ['Geen', 'Maand', 'Kwartaal', 'Halfjaar', 'Jaar'] as const;
export type UitkeringsTermijnCode = (typeof UITKERINGS_TERMIJN_CODES)[number];

/** How often a payout comes, as it reads in a sentence ("€ 750,00 per kwartaal"). */
export const UITKERINGS_TERMIJN_LABELS: Readonly<Record<UitkeringsTermijnCode, string>> = {
  Geen: 'per maand',
  Maand: 'per maand',
  Kwartaal: 'per kwartaal',
  Halfjaar: 'per halfjaar',
  Jaar: 'per jaar',
};

/** SDIL policy conditions: SDIL2014 when (part of) the capital was built up before 2014. */
export const POLIS_VOORWAARDE_CODES = ['SDIL', 'SDIL2014'] as const;
export type PolisVoorwaardeCode = (typeof POLIS_VOORWAARDE_CODES)[number];

/** SUL: a build-up of a number of years, or up to an age. */
export const DURATION_TYPES = ['jaren', 'leeftijd'] as const;
export type DurationType = (typeof DURATION_TYPES)[number];

export const DURATION_TYPE_LABELS: Readonly<Record<DurationType, string>> = {
  jaren: 'In jaren',
  leeftijd: 'Tot een leeftijd',
};

/** SUL: a new annuity, or an existing one transferred to us (waardeoverdracht). */
export const SUL_SITUATIONS = ['nieuw', 'oversluiten'] as const satisfies readonly SulSituation[];

export const SUL_SITUATION_LABELS: Readonly<Record<SulSituation, string>> = {
  nieuw: 'Een nieuwe lijfrente opbouwen',
  oversluiten: 'Mijn huidige lijfrente oversluiten',
};
