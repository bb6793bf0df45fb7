export { ApplicantStep } from './ApplicantStep';
export { applicantForApplication, forgetApplicant } from './applicant-memory';
export { dueDiligenceForApplication } from './due-diligence-values';
export { clearedOnResume, ClearedSecretsNotice } from './ClearedSecretsNotice';
export { clearedSecretsSentence, type ClearedFields } from './cleared-secrets';
