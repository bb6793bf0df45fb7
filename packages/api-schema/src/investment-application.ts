/**
 * The add-investment application (issue 10): `POST /api/investment-applications` and the
 * schemas of the flow's steps, the same for the browser's forms and the server's route. Every
 * rule is a `@bp/domain` rule; its Dutch message names the field.
 */
export {
  investmentApplicationResponseSchema,
  investmentApplicationSchema,
  investmentApplicationSchemaOn,
  investmentApplicationSchemas,
  investmentApplicationSchemasOn,
  investmentFlowSchema,
  type InvestmentApplicant,
  type InvestmentApplication,
  type InvestmentApplicationInput,
  type InvestmentApplicationResponse,
  type InvestmentApplicationSchemas,
} from './investment-application/application';
export { abroadTaxSchema } from './investment-application/abroad-tax';
export { addressShape, withAddressRules } from './investment-application/address';
export {
  dueDiligenceEvidenceIssue,
  dueDiligenceSchema,
  type DueDiligence,
} from './investment-application/due-diligence';
export {
  investmentStepSchema,
  questionnaireStepSchema,
  type InvestmentStep,
  type QuestionnaireStep,
} from './investment-application/investment';
export type { TodayProvider } from './investment-application/fields';
export {
  applicationPrefillResponseSchema,
  knownInvestorSchema,
  knownRelationSchema,
  type ApplicationPrefillResponse,
  type KnownInvestor,
  type KnownRelation,
} from './investment-application/prefill';
