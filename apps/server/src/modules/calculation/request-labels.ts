import { isGenericIssue, type LabelFor } from '../../http/validation-problems';

/**
 * Dutch names of the calculation request's fields. Only zod's generic messages get one: the
 * contract words its own messages with the field in them. Duration and offerID are left out
 * because every message of theirs is the contract's own.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  productCode: 'Product',
  initialDeposit: 'Eenmalige inleg of kapitaal',
  periodicDeposit: 'Maandelijkse inleg',
  birthdate: 'Geboortedatum',
  start: 'Ingangsdatum',
  chosenRiskProfile: 'Risicoprofiel',
  uitkeringsTermijnCode: 'Uitkeringstermijn',
  polisVoorwaardeCode: 'Polisvoorwaarden',
  isHuidigeLijfrenteOversluiten: 'Oversluiten',
  description: 'Omschrijving',
  funds: 'Fondsen',
  durationType: 'Soort looptijd',
};

/** "Fonds 2: …" for anything about one fund of the mix, whose messages never say which. */
export const calculationLabel: LabelFor = (issue) => {
  const [field, index] = issue.path;
  if (field === 'funds' && index !== undefined && /^\d+$/.test(index)) {
    return `Fonds ${Number(index) + 1}`;
  }
  if (field === undefined || !isGenericIssue(issue)) return null;
  return Object.hasOwn(FIELD_LABELS, field) ? (FIELD_LABELS[field] ?? null) : null;
};
