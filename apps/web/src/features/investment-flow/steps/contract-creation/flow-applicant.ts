import type { InvestmentFlowState } from '../../state';

/**
 * Where step 3 (applicant) leaves its answers. That step is built separately; this file is the
 * one place steps 4–6 read them, so wiring it is a change here only. Until then the flow state
 * has no such field and step 4 says the applicant's details are missing (with a link to step 3).
 *
 * Expected: `applicant` in the shape of the application's `applicant` (the api-schema's
 * `InvestmentApplicationInput['applicant']`, uploads by id) and, optionally, `uploads`, the names
 * of the uploaded files by upload id (`{ [id]: { name } }`).
 */
export function applicantOfFlow(flow: InvestmentFlowState): unknown {
  return 'applicant' in flow ? flow.applicant : undefined;
}

/** The file name of an upload by its id, when step 3 kept it; null otherwise. */
export function uploadNameOf(flow: InvestmentFlowState, uploadId: string): string | null {
  if (!('uploads' in flow)) return null;
  const uploads: unknown = flow.uploads;
  if (typeof uploads !== 'object' || uploads === null || !(uploadId in uploads)) return null;
  const entry: unknown = (uploads as Record<string, unknown>)[uploadId];
  if (typeof entry !== 'object' || entry === null || !('name' in entry)) return null;
  return typeof entry.name === 'string' ? entry.name : null;
}
