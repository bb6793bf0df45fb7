import { MANDATE_STATUSES, validateIban } from '@bp/domain';
import { euroStringSchema } from './portfolio';
import { z } from './zod-nl';

/** SEPA allows 70 characters for the debtor's name. */
export const ACCOUNT_HOLDER_MAX_LENGTH = 70;

export const mandateStatusSchema = z.enum(MANDATE_STATUSES);

/** Any SEPA IBAN, spaces and lower case allowed; the server stores it in electronic format. */
export const sepaIbanSchema = z.string().superRefine((value, context) => {
  const result = validateIban(value);
  if (!result.ok) context.addIssue({ code: 'custom', message: result.error });
});

/** The name of the account's holder, as the mandate names the debtor. */
export const accountHolderSchema = z
  .string()
  .trim()
  .min(1, { error: 'Vul de naam van de rekeninghouder in.' })
  .max(ACCOUNT_HOLDER_MAX_LENGTH, {
    error: `Gebruik voor de naam van de rekeninghouder hoogstens ${ACCOUNT_HOLDER_MAX_LENGTH} tekens.`,
  });

/** POST /api/mandates: a mandate for the contract's monthly deposit, from this account. */
export const createMandateRequestSchema = z.strictObject({
  contractId: z.number().int().positive().max(2_147_483_647),
  iban: sepaIbanSchema,
  accountHolder: accountHolderSchema,
});
export type CreateMandateRequest = z.infer<typeof createMandateRequestSchema>;

export const createMandateResponseSchema = z.object({
  id: z.uuid(),
  status: z.literal('prepared'),
  /** The provider's page where the investor signs. */
  signUrl: z.url(),
});
export type CreateMandateResponse = z.infer<typeof createMandateResponseSchema>;

const EXIT_URL_INCOMPLETE = 'De terugkeerlink van de machtigingsdienst is onvolledig.';

/**
 * POST /api/mandates/exit: what the provider's exit URL brought back. Twikey fills the template's
 * placeholders `{0}` (mandate number), `{1}` (status) and `{3}` (signature); the web app sends
 * them as it found them in `/twikey-result?mndtId={0}&status={1}&sig={3}`.
 */
export const mandateExitRequestSchema = z.strictObject({
  mndtId: z.string().trim().min(1, { error: EXIT_URL_INCOMPLETE }).max(35),
  status: z.string().trim().min(1, { error: EXIT_URL_INCOMPLETE }).max(40),
  sig: z.string().trim().min(1, { error: EXIT_URL_INCOMPLETE }).max(128),
});
export type MandateExitRequest = z.infer<typeof mandateExitRequestSchema>;

export const mandateIdParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Onbekende machtiging.' }),
});

/** GET /api/mandates/{id}; the IBAN only masked ("NL•• •••• •••• ••43 00"). */
export const mandateSchema = z.object({
  id: z.uuid(),
  status: mandateStatusSchema,
  iban: z.string(),
  accountHolder: z.string(),
  contractId: z.number().int(),
  contractNumber: z.string(),
  /** What is collected each month and on which day, as agreed in the contract. */
  monthlyDeposit: euroStringSchema.nullable(),
  collectionDay: z.number().int().min(1).max(28).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  signedAt: z.iso.datetime({ offset: true }).nullable(),
  cancelledAt: z.iso.datetime({ offset: true }).nullable(),
  suspendedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Mandate = z.infer<typeof mandateSchema>;

/** GET /api/contracts/{id}/machtiging: the contract's current mandate, null when it has none. */
export const contractMandateResponseSchema = z.object({ machtiging: mandateSchema.nullable() });
export type ContractMandateResponse = z.infer<typeof contractMandateResponseSchema>;
