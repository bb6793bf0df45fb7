export { ApplicantStep } from './ApplicantStep';
export { applicantForApplication, forgetApplicant } from './applicant-memory';
