import type { InvestmentApplicant } from '@bp/api-schema';
import { forgetDueDiligence } from './due-diligence-values';
import { flowMemory } from './flow-memory';
import type { ApplicantFormValues } from './form-values';

/**
 * The applicant as checked by "Volgende", kept in memory only: it holds the BSN, the document
 * number and the TINs, which never go to the persisted state (AVG). Step 4 sends it; after a
 * reload it is gone and step 3 asks for the secrets again. Kept per flow (`flowMemory`).
 */
interface Remembered {
  form: ApplicantFormValues;
  applicant: InvestmentApplicant;
}

const remembered = flowMemory<Remembered>();

export function rememberApplicant(form: ApplicantFormValues, applicant: InvestmentApplicant): void {
  remembered.remember({ form, applicant });
}

/** The form as it was sent on, secrets included; null after a reload. */
export function rememberedApplicantForm(): ApplicantFormValues | null {
  return remembered.read()?.form ?? null;
}

/** For step 4: the applicant of the application, or null (then step 3 must be done again). */
export function applicantForApplication(): InvestmentApplicant | null {
  return remembered.read()?.applicant ?? null;
}

/** After the contract was created: the applicant and the Wwft answers of step 3. */
export function forgetApplicant(): void {
  remembered.forget();
  forgetDueDiligence();
}
