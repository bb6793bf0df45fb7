import {
  CONTRACT_DOCUMENT_KINDS,
  CONTRACT_STATUSES,
  DATE_OUT_OF_RANGE_MESSAGE,
  FUND_FLOWS,
  FUND_PRODUCT_CODES,
  isSupportedDate,
  QUESTIONNAIRE_IDS,
  RISK_PROFILE_CODES,
  TRANSACTION_KINDS,
} from '@bp/domain';
import { z } from './zod-nl';

/** Euro amounts travel as decimal strings with two decimals ("1234.56"), never as floats. */
export const euroStringSchema = z.string().regex(/^-?\d+\.\d{2}$/);
/** Participations (units) travel as decimal strings with four decimals. */
export const unitsStringSchema = z.string().regex(/^-?\d+\.\d{4}$/);
/** A NAV per participation: a decimal string with four decimals. */
export const navStringSchema = z.string().regex(/^\d+\.\d{4}$/);
/** Returns travel as fractions with eight decimals ("0.05250000" = 5,25%), null when undefined. */
export const returnStringSchema = z
  .string()
  .regex(/^-?\d+\.\d{8}$/)
  .nullable();
/** A calendar date 'YYYY-MM-DD' as the server answers it. */
export const calendarDateSchema = z.iso.date({ error: 'Vul een geldige datum in (JJJJ-MM-DD).' });

/**
 * A date a client sends: a calendar date within the dates the portal supports (the domain's one
 * range, 1900–2150). Out of range reads as a wrong format, so the route's field label names the
 * field. Answers may reach beyond it (a calculation's end date), so they keep the plain schema.
 */
export const requestDateSchema = calendarDateSchema.superRefine((value, ctx) => {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value) && !isSupportedDate(value)) {
    ctx.addIssue({ code: 'invalid_format', format: 'date', message: DATE_OUT_OF_RANGE_MESSAGE });
  }
});

export const contractStatusSchema = z.enum(CONTRACT_STATUSES);
export type ContractStatus = z.infer<typeof contractStatusSchema>;

/** The spec's product lines: the four real-estate funds and the SB funds of the annuity brand. */
export const fundProductCodeSchema = z.enum(FUND_PRODUCT_CODES);

export const fundSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  name: z.string(),
  productCode: fundProductCodeSchema,
  /** 'nederlands' | 'duits' | 'american' | 'leningenfonds' for real estate; null for SB funds. */
  flow: z.enum(FUND_FLOWS).nullable(),
  currency: z.string().length(3),
  inceptionDate: calendarDateSchema,
  ongoingCosts: z.string(),
  entryCosts: z.string(),
  expectedReturn: z.string(),
  volatility: z.string(),
  questionnaireId: z.literal([...QUESTIONNAIRE_IDS]),
  latestNav: navStringSchema.nullable(),
  latestNavDate: calendarDateSchema.nullable(),
  /**
   * What investing in a real-estate fund takes (domain REAL_ESTATE_FUND_FACTS): the minimum
   * one-off and monthly deposit, and the lowest risk profile the fund fits; a lower profile gets
   * the MiFID warning. Null for SB funds, which are chosen inside a calculation.
   */
  minimumInitialDeposit: euroStringSchema.nullable(),
  minimumPeriodicDeposit: euroStringSchema.nullable(),
  requiredRiskProfile: z.enum(RISK_PROFILE_CODES).nullable(),
});
export type Fund = z.infer<typeof fundSchema>;

/** GET /api/funds?productCode=SB → { data: Fund[] } */
export const fundListQuerySchema = z.strictObject({
  productCode: fundProductCodeSchema.optional(),
});
export const fundListResponseSchema = z.object({ data: z.array(fundSchema) });

/**
 * GET /api/funds/table: the funds table page. Returns are total returns (distributions
 * reinvested at the NAV of their ex-date), cumulative over the horizon — not annualised — up to
 * `latestNavDate`: YTD from the last NAV of the previous year, 1/3/5 years back from the latest
 * NAV date, and since the first NAV. Null when the fund is younger than the horizon.
 */
export const fundTableRowSchema = fundSchema.extend({
  returnYtd: returnStringSchema,
  return1y: returnStringSchema,
  return3y: returnStringSchema,
  return5y: returnStringSchema,
  returnSinceInception: returnStringSchema,
});
export type FundTableRow = z.infer<typeof fundTableRowSchema>;
export const fundTableResponseSchema = z.object({ data: z.array(fundTableRowSchema) });

/**
 * A contract summary (GET /api/contracts/summaries). Capitalised field names as the spec has them.
 * Money and units are decimal strings.
 */
export const contractSummarySchema = z.object({
  ContractID: z.number().int().positive(),
  Contractnummer: z.string(),
  Omschrijving: z.string(),
  FondsId: z.number().int().positive(),
  FondsNaam: z.string(),
  Status: contractStatusSchema,
  IsPaymentCompleted: z.boolean(),
  StartDatum: calendarDateSchema,
  /** The value on the first day of the current month, after that month's processing. */
  PrimoWaardeHuidigeMaandNaProlongatie: euroStringSchema,
  /** The part of PrimoWaardeHuidigeMaandNaProlongatie that was money awaiting purchase. */
  PrimoInAfwachtingVanAankoop: euroStringSchema,
  /**
   * Units × latest NAV plus the money received and not yet invested (InAfwachtingVanAankoop),
   * which counts at its amount until its units are bought.
   */
  HuidigeWaarde: euroStringSchema,
  /**
   * The part of HuidigeWaarde that was received and waits for its units ("waarvan € … in
   * afwachting van aankoop tegen de koers van {AankoopTegenKoersVan}"); "0.00" when none waits.
   */
  InAfwachtingVanAankoop: euroStringSchema,
  WaardeDatum: calendarDateSchema.nullable(),
  TotaalIngelegd: euroStringSchema,
  Resultaat: euroStringSchema,
  /** What is still to be paid for a contract awaiting payment; "0.00" otherwise. */
  TeBetalen: euroStringSchema,
  /**
   * A deposit was received and waits for its units: the valuation date whose NAV buys them
   * ("Inleg ontvangen, aankoop tegen de koers van {datum}"); the earliest when several wait.
   * Null when nothing waits.
   */
  AankoopTegenKoersVan: calendarDateSchema.nullable(),
});
export type ContractSummary = z.infer<typeof contractSummarySchema>;

/** A contract (GET /api/contracts and GET /api/contracts/{id}, the latter as a one-element array). */
export const contractSchema = contractSummarySchema.extend({
  FondsCode: z.string(),
  Participaties: unitsStringSchema,
  LaatsteKoers: navStringSchema.nullable(),
  TotaalOnttrokken: euroStringSchema,
  TotaalUitgekeerd: euroStringSchema,
  TotaalKosten: euroStringSchema,
  PeriodiekeInleg: euroStringSchema.nullable(),
  PeriodiekeInlegDag: z.number().int().min(1).max(28).nullable(),
  Iban: z.string().nullable(),
  EindDatum: calendarDateSchema.nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

/** Database ids are 32-bit integers; a larger number cannot be a contract. */
const MAX_ID = 2_147_483_647;

export const contractIdParamsSchema = z.strictObject({
  id: z.coerce
    .number({ error: 'Onbekend contract.' })
    .int({ error: 'Onbekend contract.' })
    .positive({ error: 'Onbekend contract.' })
    .max(MAX_ID, { error: 'Onbekend contract.' }),
});

/** GET /api/contracts/{id}/documenten/{documentId}: documentId as the document list gives it. */
export const contractDocumentParamsSchema = contractIdParamsSchema.extend({
  documentId: z.string().min(1).max(64),
});

/**
 * GET /api/contracts/{id}/rendement?van=&tot=: van after tot is refused (422); a tot after today
 * is measured up to today (the answer's `tot` says up to when). Before the contract's first
 * deposit nothing is measured: `gemetenVanaf` is the day measurement starts.
 */
export const returnsQuerySchema = z.strictObject({
  van: requestDateSchema,
  tot: requestDateSchema,
});
export const returnsPointSchema = z.object({
  datum: calendarDateSchema,
  waarde: euroStringSchema,
  ingelegd: euroStringSchema,
  uitgekeerd: euroStringSchema,
  resultaat: euroStringSchema,
  twr: returnStringSchema,
});
export const returnsResponseSchema = z.object({
  ContractID: z.number().int(),
  van: requestDateSchema,
  tot: requestDateSchema,
  gemetenVanaf: calendarDateSchema,
  beginwaarde: euroStringSchema,
  eindwaarde: euroStringSchema,
  /** The parts of beginwaarde and eindwaarde that were money awaiting purchase, at its amount. */
  beginwaardeInAfwachtingVanAankoop: euroStringSchema,
  eindwaardeInAfwachtingVanAankoop: euroStringSchema,
  stortingen: euroStringSchema,
  onttrekkingen: euroStringSchema,
  uitkeringen: euroStringSchema,
  kosten: euroStringSchema,
  resultaat: euroStringSchema,
  /** Time-weighted return (chain-linked), a fraction. */
  twr: returnStringSchema,
  /** Money-weighted return (Modified Dietz), a fraction. */
  mwr: returnStringSchema,
  reeks: z.array(returnsPointSchema),
});
export type ReturnsResponse = z.infer<typeof returnsResponseSchema>;

export const transactionKindSchema = z.enum(TRANSACTION_KINDS);
export type TransactionKind = z.infer<typeof transactionKindSchema>;

/**
 * One booking. `bedrag` is positive: `soort` says which way the money went (storting,
 * periodieke-storting: in; uitkering, uitbetaling: paid out to the investor; kosten: entry
 * costs; aankoop/herbelegging/verkoop: units bought or sold, `participaties` signed). A
 * correction of a NAV (issue 22) reverses a booking: `omschrijving` starts with "Correctie: ",
 * `bedrag` is negative and `participaties` has the opposite sign of the booking it undoes.
 */
export const transactionSchema = z.object({
  id: z.number().int(),
  datum: calendarDateSchema,
  soort: transactionKindSchema,
  omschrijving: z.string(),
  bedrag: euroStringSchema,
  participaties: unitsStringSchema.nullable(),
  koers: navStringSchema.nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * GET /api/contracts/{id}/transacties?van=&tot=&pagina=&perPagina= (and ?formaat=csv): newest
 * first; the CSV holds every booking of the period (no paging).
 */
export const transactionsQuerySchema = z.strictObject({
  van: requestDateSchema.optional(),
  tot: requestDateSchema.optional(),
  pagina: z.coerce.number().int().min(1).default(1),
  perPagina: z.coerce.number().int().min(1).max(200).default(25),
  formaat: z.enum(['json', 'csv']).default('json'),
});
export const transactionsResponseSchema = z.object({
  data: z.array(transactionSchema),
  pagina: z.number().int(),
  perPagina: z.number().int(),
  totaal: z.number().int(),
});

/** GET /api/contracts/{id}/historie: what happened to the contract, oldest first. */
export const contractEventSchema = z.object({
  datum: calendarDateSchema,
  omschrijving: z.string(),
});
export const contractHistoryResponseSchema = z.object({ data: z.array(contractEventSchema) });

/** GET /api/contracts/{id}/documenten; a PDF at GET /api/contracts/{id}/documenten/{documentId}. */
export const contractDocumentSchema = z.object({
  id: z.string(),
  titel: z.string(),
  soort: z.enum(CONTRACT_DOCUMENT_KINDS),
  jaar: z.number().int().nullable(),
  datum: calendarDateSchema,
});
export const contractDocumentsResponseSchema = z.object({ data: z.array(contractDocumentSchema) });

/** GET /api/countries: Dutch country names, sorted with Dutch collation. */
export const countrySchema = z.object({ code: z.string().length(2), name: z.string() });
export type Country = z.infer<typeof countrySchema>;
export const countriesResponseSchema = z.array(countrySchema);
