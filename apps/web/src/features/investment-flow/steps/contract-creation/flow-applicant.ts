import type { InvestmentFlowState } from '../../state';
import { applicantForApplication } from '../applicant';

/**
 * What step 3 (applicant) left for steps 4–6: the checked applicant, kept in memory only (it
 * holds the BSN and document numbers, which never reach the persisted state). Null after a
 * reload: step 4 then says the applicant's details are missing and links to step 3.
 */
export function applicantOfFlow(): unknown {
  return applicantForApplication();
}

/** The file name of an upload by its id, as step 3 kept it; null otherwise. */
export function uploadNameOf(flow: InvestmentFlowState, uploadId: string): string | null {
  const sent = Object.values(flow.applicant.uploads).find((upload) => upload.id === uploadId);
  return sent?.name ?? null;
}
