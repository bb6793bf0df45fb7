import {
  APPLICATION_FIELD_MESSAGES,
  CONTRACT_STATUSES,
  duplicateBsnIssues,
  FUND_FLOWS,
  QUESTIONNAIRE_ID_BY_FLOW,
  todayInAmsterdam,
  type BsnEntry,
  type CalendarDate,
} from '@bp/domain';
import { acceptedDocumentsSchema } from '../fund-documents';
import { euroStringSchema } from '../portfolio';
import { z } from '../zod-nl';
import { applicantSchemaOn, applicantStepSchemasOn } from './applicant';
import { companySchemaOn } from './company';
import { dueDiligenceEvidenceIssue, dueDiligenceSchema } from './due-diligence';
import { whenFieldsValid, whenNoIssues, type TodayProvider } from './fields';
import { investmentStepSchema, questionnaireStepSchema } from './investment';
import { childSchemaOn, contactPersonSchemaOn, mijnSchemaOn, partnerSchemaOn } from './person';

const messages = APPLICATION_FIELD_MESSAGES;

export const investmentFlowSchema = z.enum(FUND_FLOWS, { error: messages.flow });

type Applicant = z.output<ReturnType<typeof applicantSchemaOn>>;

/** Every BSN in the application with the path of its field. */
function bsnEntries(applicant: Applicant): BsnEntry[] {
  const at = (path: (string | number)[], bsn: string): BsnEntry => ({
    path: ['applicant', ...path],
    bsn,
  });
  switch (applicant.type) {
    case 'mijn':
      return [at(['mijn', 'bsn'], applicant.mijn.bsn)];
    case 'partner':
      return [
        at(['mijn', 'bsn'], applicant.mijn.bsn),
        at(['partner', 'bsn'], applicant.partner.bsn),
      ];
    case 'child':
      return [at(['mijn', 'bsn'], applicant.mijn.bsn), at(['child', 'bsn'], applicant.child.bsn)];
    case 'company':
      return [
        at(
          ['company', 'contactPerson', 'personTaxInfo', 'bsn'],
          applicant.company.contactPerson.personTaxInfo.bsn,
        ),
      ];
  }
}

/**
 * All schemas of the application on a given "today" (the date rules: geldigTot after today,
 * ages on today). The browser's steps and the server's route use the same ones.
 */
function buildSchemas(today: TodayProvider) {
  const applicant = applicantSchemaOn(today);
  const application = z
    .strictObject({
      flow: investmentFlowSchema,
      investment: investmentStepSchema,
      questionnaire: questionnaireStepSchema,
      applicant,
      /**
       * The investor confirms that the application changes known personal information (name,
       * date of birth); without it such a change is refused with 409 listing the differences.
       */
      confirmPersonalDataChanges: z.boolean().optional(),
      dueDiligence: dueDiligenceSchema,
      /**
       * The versions (sha256, GET /api/funds/{id}/documents) of the fund's documents the investor
       * accepted and read; each must be the current one. Optional for clients of the original
       * specification, which had no documents; the portal always sends it.
       */
      acceptedDocuments: acceptedDocumentsSchema.optional(),
    })
    .superRefine(
      (value, ctx) => {
        const issue = dueDiligenceEvidenceIssue(
          value.investment.initialDeposit,
          value.dueDiligence,
        );
        if (issue) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      },
      whenFieldsValid(['investment', 'dueDiligence']),
    )
    .superRefine(
      (value, ctx) => {
        if (QUESTIONNAIRE_ID_BY_FLOW[value.flow] !== value.questionnaire.id) {
          ctx.addIssue({
            code: 'custom',
            path: ['questionnaire', 'id'],
            message: messages.questionnaireWrongForFlow,
          });
        }
      },
      whenFieldsValid(['flow', 'questionnaire']),
    )
    .superRefine((value, ctx) => {
      for (const issue of duplicateBsnIssues(bsnEntries(value.applicant))) {
        ctx.addIssue({ code: 'custom', path: [...issue.path], message: issue.message });
      }
    }, whenNoIssues);
  return {
    /** POST /api/investment-applications: the whole application. */
    application,
    /** Step 1, belegging-toevoegen. */
    investment: investmentStepSchema,
    /** Step 2, questionnaire. */
    questionnaire: questionnaireStepSchema,
    /** Step 3, the Wwft questions (PEP, origin of the money) beside the applicant. */
    dueDiligence: dueDiligenceSchema,
    /** Step 3, applicant: any type, and one schema per type for that type's form. */
    applicant,
    applicantPerType: applicantStepSchemasOn(today),
    /** The blocks of step 3 on their own, for a form per sub-step. */
    person: {
      mijn: mijnSchemaOn(today),
      partner: partnerSchemaOn(today),
      child: childSchemaOn(today),
      company: companySchemaOn(today),
      contactPerson: contactPersonSchemaOn(today),
    },
  };
}

export type InvestmentApplicationSchemas = ReturnType<typeof buildSchemas>;

/**
 * The schemas with "today" fixed, for tests and for a server that takes today from its clock.
 */
export function investmentApplicationSchemasOn(today: CalendarDate): InvestmentApplicationSchemas {
  return buildSchemas(() => today);
}

/**
 * The schemas with "today" read at every parse from the clock, in Europe/Amsterdam: the same
 * answer in the browser and on a server running in UTC, and never stale in a long-running
 * process.
 */
export const investmentApplicationSchemas: InvestmentApplicationSchemas = buildSchemas(() =>
  todayInAmsterdam(new Date()),
);

/** POST /api/investment-applications with "today" fixed. */
export function investmentApplicationSchemaOn(today: CalendarDate) {
  return investmentApplicationSchemasOn(today).application;
}

/** POST /api/investment-applications: the request body (today in Amsterdam at each parse). */
export const investmentApplicationSchema = investmentApplicationSchemas.application;
export type InvestmentApplicationInput = z.input<typeof investmentApplicationSchema>;
export type InvestmentApplication = z.output<typeof investmentApplicationSchema>;
export type InvestmentApplicant = InvestmentApplication['applicant'];

/**
 * 201 of POST /api/investment-applications: the new contract, unpaid. `contractId` is the id the
 * payment and mandate calls take; `ContractID` the same id under the spec's name, as the
 * contract summaries carry it. `amountDue` is the first payment (iDEAL), "0.00" with a monthly
 * deposit only.
 */
export const investmentApplicationResponseSchema = z.object({
  contractId: z.number().int().positive(),
  ContractID: z.number().int().positive(),
  status: z.literal(CONTRACT_STATUSES[0]),
  amountDue: euroStringSchema,
});
export type InvestmentApplicationResponse = z.infer<typeof investmentApplicationResponseSchema>;
