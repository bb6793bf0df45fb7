import { maskBsn, maskDocumentNumber, maskTaxIdentificationNumber } from '@bp/domain';

/** The numbers of a person that are theirs alone: masked wherever the person is not the investor. */
const MASKS: Readonly<Record<string, (value: string) => string>> = {
  bsn: maskBsn,
  identiteitsbewijsCard: maskDocumentNumber,
  taxIdentificationNumber: maskTaxIdentificationNumber,
  taxIdentificationNumberUS: maskTaxIdentificationNumber,
};

/** The investor's own block in an application's applicant JSON: shown as it was given. */
const OWN_BLOCK = 'mijn';

function masked(value: unknown, underOwn: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => masked(item, underOwn));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, inner]) => {
      const mask = MASKS[name];
      if (!underOwn && mask && typeof inner === 'string') return [name, mask(inner)];
      return [name, masked(inner, underOwn || name === OWN_BLOCK)];
    }),
  );
}

/**
 * An application's applicant block as the export shows it: the investor's own data (`mijn`)
 * whole, the BSN, document number and tax numbers of anyone else (partner, child) masked.
 */
export function applicantForExport(applicant: unknown): unknown {
  return masked(applicant, false);
}
