import { unpaidContracts } from '@bp/domain';
import { useQuery } from '@tanstack/react-query';
// The queries themselves, not the features' indexes: those would pull their pages into the
// first bundle.
import { contractSummariesQuery, contractsQuery } from '../../features/portfolio/api';
import { personalInfoQuery } from '../../features/settings/api';

/**
 * The side menu's data. The contract queries are the pages' own (same keys, same calls), so the
 * menu and the page share one request. On any error the menu simply leaves out what depends on
 * them, without a toast.
 */

export const menuQueryKeys = {
  summaries: contractSummariesQuery().queryKey,
  contracts: contractsQuery().queryKey,
  personalInfo: personalInfoQuery().queryKey,
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
  if (!data) return null;
  return unpaidContracts(data).length;
}

/** Whether some contract has a positive value this month (then annual reports are relevant). */
export function useHasValuedContract(enabled: boolean): boolean {
  const { data } = useQuery({ ...contractsQuery(), enabled });
  if (!data) return false;
  return data.some((contract) => isPositiveAmount(contract.PrimoWaardeHuidigeMaandNaProlongatie));
}

/** Whether the user has given personal information (Id 0 means a new user); null when unknown. */
export function useHasPersonalInfo(enabled: boolean): boolean | null {
  const { data } = useQuery({ ...personalInfoQuery(), enabled });
  if (!data) return null;
  return data.Id !== 0;
}
