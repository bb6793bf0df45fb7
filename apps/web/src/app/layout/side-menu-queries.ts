import type { PersonalInfo } from '@bp/api-schema';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';
import { contractSummariesQuery, contractsQuery } from '../../lib/portfolio-api';

/**
 * The side menu's data. The contract queries are the pages' own (same keys, same calls), so the
 * menu and the page share one request. On any error the menu simply leaves out what depends on
 * them, without a toast.
 */

export const menuQueryKeys = {
  summaries: contractSummariesQuery().queryKey,
  contracts: contractsQuery().queryKey,
  personalInfo: ['relations', 'me'] as const,
};

/**
 * True for a decimal string above zero ("15250.40", "0.01"), false for "0.00" and negatives.
 * Read as text so the menu needs no decimal library in the first bundle.
 */
export function isPositiveAmount(amount: string): boolean {
  // String(): a server sending a number by mistake must not take the whole menu down.
  const text = String(amount).trim();
  return /^\+?\d*\.?\d*$/.test(text) && /[1-9]/.test(text);
}

/** Number of contracts whose payment is not completed, or null when unknown. */
export function useUnpaidContractCount(enabled: boolean): number | null {
  const { data } = useQuery({ ...contractSummariesQuery(), enabled });
  if (!Array.isArray(data)) return null;
  return data.filter((summary) => !summary.IsPaymentCompleted).length;
}

/** Whether some contract has a positive value this month (then annual reports are relevant). */
export function useHasValuedContract(enabled: boolean): boolean {
  const { data } = useQuery({ ...contractsQuery(), enabled });
  if (!Array.isArray(data)) return false;
  return data.some((contract) => isPositiveAmount(contract.PrimoWaardeHuidigeMaandNaProlongatie));
}

/** Whether the user has given personal information (Id 0 means a new user); null when unknown. */
export function useHasPersonalInfo(enabled: boolean): boolean | null {
  const { data } = useQuery({
    queryKey: menuQueryKeys.personalInfo,
    queryFn: ({ signal }) =>
      http.get<PersonalInfo>('/api/relations/me', { globalErrors: false, signal }),
    enabled,
  });
  if (!data || typeof data.Id !== 'number') return null;
  return data.Id !== 0;
}
