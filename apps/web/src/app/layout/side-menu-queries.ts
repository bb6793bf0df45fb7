import { useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';

/**
 * The side menu's data. The contract endpoints arrive with a later issue: until then (404) or on
 * any error the menu simply leaves out what depends on them, without a toast.
 */

interface ContractSummary {
  ContractID: number | string;
  IsPaymentCompleted: boolean;
}

interface ContractValue {
  PrimoWaardeHuidigeMaandNaProlongatie: number | string | null;
}

interface PersonalInfoId {
  Id: number;
}

export const menuQueryKeys = {
  summaries: ['contracts', 'summaries'] as const,
  contracts: ['contracts'] as const,
  personalInfo: ['relations', 'me'] as const,
};

const quiet = { globalErrors: false } as const;

/** Number of contracts whose payment is not completed, or null when unknown. */
export function useUnpaidContractCount(enabled: boolean): number | null {
  const { data } = useQuery({
    queryKey: menuQueryKeys.summaries,
    queryFn: ({ signal }) => http.get<unknown>('/api/contracts/summaries', { ...quiet, signal }),
    enabled,
  });
  if (!Array.isArray(data)) return null;
  return (data as ContractSummary[]).filter((summary) => summary.IsPaymentCompleted === false)
    .length;
}

/** Whether some contract has a positive value this month (then annual reports are relevant). */
export function useHasValuedContract(enabled: boolean): boolean {
  const { data } = useQuery({
    queryKey: menuQueryKeys.contracts,
    queryFn: ({ signal }) => http.get<unknown>('/api/contracts', { ...quiet, signal }),
    enabled,
  });
  if (!Array.isArray(data)) return false;
  return (data as ContractValue[]).some(
    (contract) => Number(contract.PrimoWaardeHuidigeMaandNaProlongatie) > 0,
  );
}

/** Whether the user has given personal information (Id 0 means a new user); null when unknown. */
export function useHasPersonalInfo(enabled: boolean): boolean | null {
  const { data } = useQuery({
    queryKey: menuQueryKeys.personalInfo,
    queryFn: ({ signal }) => http.get<PersonalInfoId>('/api/relations/me', { ...quiet, signal }),
    enabled,
  });
  if (!data || typeof data.Id !== 'number') return null;
  return data.Id !== 0;
}
