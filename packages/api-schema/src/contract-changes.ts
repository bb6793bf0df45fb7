import {
  CONTRACT_CHANGE_MESSAGES,
  CONTRACT_CHANGE_OPTIONS,
  CONTRACT_CHANGE_STATUSES,
  MONTHLY_DEPOSIT_ACTIONS,
  PAUSE_MONTHS,
  descriptionProblems,
} from '@bp/domain';
import { requestAmountSchema } from './calculation/common';
import { accountHolderSchema, sepaIbanSchema } from './mandates';
import { calendarDateSchema, euroStringSchema } from './portfolio';
import { optionalSecondFactorCodeSchema } from './account-security';
import { z } from './zod-nl';

export const contractChangeOptionSchema = z.enum(CONTRACT_CHANGE_OPTIONS);
export const monthlyDepositActionSchema = z.enum(MONTHLY_DEPOSIT_ACTIONS);
export const contractChangeStatusSchema = z.enum(CONTRACT_CHANGE_STATUSES);

const MISSING = {
  bedrag: 'Vul het bedrag in dat u elke maand wilt inleggen.',
  dag: 'Kies de dag van de incasso.',
  maanden: 'Kies hoeveel maanden u wilt pauzeren.',
  password: 'Vul uw wachtwoord in.',
} as const;

/** `maandinleg`: what the action needs (bedrag and dag to adjust, maanden to pause). */
const monthlyDepositChangeSchema = z
  .strictObject({
    option: z.literal('maandinleg'),
    actie: monthlyDepositActionSchema,
    bedrag: requestAmountSchema.optional(),
    dag: z
      .number()
      .int()
      .min(1)
      .max(28, { error: CONTRACT_CHANGE_MESSAGES.dayNotOffered })
      .optional(),
    maanden: z
      .number()
      .int({ error: CONTRACT_CHANGE_MESSAGES.pauseMonths })
      .min(PAUSE_MONTHS.min, { error: CONTRACT_CHANGE_MESSAGES.pauseMonths })
      .max(PAUSE_MONTHS.max, { error: CONTRACT_CHANGE_MESSAGES.pauseMonths })
      .optional(),
  })
  .superRefine((value, context) => {
    const need = (field: 'bedrag' | 'dag' | 'maanden') => {
      if (value[field] === undefined) {
        context.addIssue({ code: 'custom', path: [field], message: MISSING[field] });
      }
    };
    if (value.actie === 'aanpassen') {
      need('bedrag');
      need('dag');
    }
    if (value.actie === 'pauzeren') need('maanden');
  });

const descriptionChangeSchema = z.strictObject({
  option: z.literal('omschrijving'),
  omschrijving: z.string().superRefine((value, context) => {
    for (const message of descriptionProblems(value)) context.addIssue({ code: 'custom', message });
  }),
});

/** `tegenrekening`: a sensitive change, so the password again. */
const accountChangeSchema = z.strictObject({
  option: z.literal('tegenrekening'),
  iban: sepaIbanSchema,
  rekeninghouder: accountHolderSchema,
  wachtwoord: z.string().min(1, { error: MISSING.password }).max(200),
  /** The code of two-step verification (or a recovery code); required when it is on. */
  code: optionalSecondFactorCodeSchema,
});

/** POST /api/contracts/{id}/changes. */
export const contractChangeRequestSchema = z.discriminatedUnion('option', [
  monthlyDepositChangeSchema,
  descriptionChangeSchema,
  accountChangeSchema,
]);
export type ContractChangeRequest = z.infer<typeof contractChangeRequestSchema>;

export const contractChangeSchema = z.object({
  id: z.number().int(),
  option: contractChangeOptionSchema,
  actie: monthlyDepositActionSchema.nullable(),
  /** What changed, in Dutch. */
  omschrijving: z.string(),
  /** When it takes effect; null while a new IBAN waits for its mandate. */
  ingangsdatum: calendarDateSchema.nullable(),
  status: contractChangeStatusSchema,
  aangemaaktOp: z.string(),
});
export type ContractChange = z.infer<typeof contractChangeSchema>;

/** 201 of POST /api/contracts/{id}/changes. */
export const createdContractChangeSchema = contractChangeSchema.extend({
  /** A new IBAN with a monthly deposit: where the investor signs the new mandate. */
  ondertekenUrl: z.string().nullable(),
});
export type CreatedContractChange = z.infer<typeof createdContractChangeSchema>;

/** The monthly deposit as it stands, for the maandinleg page. */
export const monthlyDepositStateSchema = z.object({
  /** The latest agreed amount and day (null: none); paused until that date (inclusive). */
  bedrag: euroStringSchema.nullable(),
  dag: z.number().int().nullable(),
  gepauzeerdTot: calendarDateSchema.nullable(),
  /** What holds today, when a later change is still to come (else equal to bedrag and dag). */
  bedragNu: euroStringSchema.nullable(),
  dagNu: z.number().int().nullable(),
  /** When the latest change takes effect, if that is still to come. */
  gaatInOp: calendarDateSchema.nullable(),
  /** The next collection that takes money, with its amount. */
  volgendeIncasso: z.object({ datum: calendarDateSchema, bedrag: euroStringSchema }).nullable(),
  /** The next three collections as the versions have them, a paused one flagged. */
  komendeIncassos: z.array(
    z.object({ datum: calendarDateSchema, bedrag: euroStringSchema, gepauzeerd: z.boolean() }),
  ),
  /** The last day a change still applies to the next collection ("uiterste wijzigingsdatum"). */
  uitersteWijzigingsdatum: calendarDateSchema.nullable(),
  /** The collection a change made today applies to first. */
  ingangsdatumWijziging: calendarDateSchema,
  /** The fund's minimum monthly deposit. */
  minimum: euroStringSchema,
  /** A signed mandate: without one nothing is collected. */
  machtigingGetekend: z.boolean(),
});
export type MonthlyDepositState = z.infer<typeof monthlyDepositStateSchema>;

/** GET /api/contracts/{id}/changes: every change, newest first, and the deposit as it stands. */
export const contractChangesResponseSchema = z.object({
  data: z.array(contractChangeSchema),
  maandinleg: monthlyDepositStateSchema,
});
export type ContractChangesResponse = z.infer<typeof contractChangesResponseSchema>;

/** GET /api/contracts/{id}/changes/wat-als?bedrag=…: the monthly amount to compare with. */
export const whatIfQuerySchema = z.strictObject({
  bedrag: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'Vul een bedrag in euro in, bijvoorbeeld 150.' }),
});

/** The projected value at the horizon with the current and with the asked monthly amount. */
export const whatIfResponseSchema = z.object({
  horizon: calendarDateSchema,
  maanden: z.number().int(),
  huidigBedrag: euroStringSchema.nullable(),
  nieuwBedrag: euroStringSchema,
  metHuidigBedrag: euroStringSchema,
  metNieuwBedrag: euroStringSchema,
});
export type WhatIfResponse = z.infer<typeof whatIfResponseSchema>;
