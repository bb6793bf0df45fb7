import type { ExportSection } from './section';
import { IDENTITY_SECTIONS } from './sections-identity';
import { INVESTMENT_SECTIONS } from './sections-investments';
import { exportsSection, MONEY_SECTIONS } from './sections-money';
import { SECURITY_SECTIONS } from './sections-security';

/**
 * Everything the export holds, one section per part, in the order of gegevens.json and the
 * toelichting. A new table about the investor is one more entry here (a `sectionOf(…)` beside
 * the others: its name, title, description, selected columns and query).
 */
export const EXPORT_SECTIONS: readonly ExportSection[] = [
  ...IDENTITY_SECTIONS,
  ...SECURITY_SECTIONS,
  ...INVESTMENT_SECTIONS,
  ...MONEY_SECTIONS,
  exportsSection,
];
