import { riskProfile } from '../risk/profiles';
import type { RiskProfileCode } from '../risk/types';
import { failed, succeeded, type CalculationOutcome } from './outcome';
import type { FundAllocation, FundAssumptions } from './types';

/**
 * The fund mix of a risk profile's model portfolio, with each fund's assumptions taken from
 * `funds` (the SB funds as the fund administration holds them).
 */
export function modelMixAllocation(
  profile: RiskProfileCode,
  funds: readonly FundAssumptions[],
): CalculationOutcome<FundAllocation[]> {
  const missing: string[] = [];
  const allocation: FundAllocation[] = [];
  for (const part of riskProfile(profile).modelMix) {
    const fund = funds.find((candidate) => candidate.code === part.fundCode);
    if (fund) allocation.push({ ...fund, weight: part.weight });
    else missing.push(`Het fonds ${part.fundCode} uit de modelportefeuille is niet beschikbaar.`);
  }
  return missing.length > 0 ? failed(missing) : succeeded(allocation);
}
