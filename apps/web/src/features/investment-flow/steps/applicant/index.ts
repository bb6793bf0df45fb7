export { ApplicantStep } from './ApplicantStep';
export { applicantForApplication, forgetApplicant } from './applicant-memory';
export { dueDiligenceForApplication } from './due-diligence-values';
