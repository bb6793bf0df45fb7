import {
  CONTRACT_STATUSES,
  MANDATE_STATUSES,
  PAYMENT_STATUSES,
  SELL_ORDER_STATUSES,
  INVESTOR_ACCOUNT_STATUSES,
  INVESTOR_PAGE_SIZE,
  INVESTOR_SORTS,
  type InvestorSort,
} from '@bp/domain';
import { personalInfoSchema } from './relations';
import { z } from './zod-nl';

const SORT_MESSAGE = `Sortering moet een van ${INVESTOR_SORTS.join(', ')} zijn.`;
const PAGE_MESSAGE = 'Pagina moet een geheel getal van 1 of meer zijn.';
const PAGE_SIZE_MESSAGE = `Aantal per pagina moet een geheel getal van ${INVESTOR_PAGE_SIZE.min} tot en met ${INVESTOR_PAGE_SIZE.max} zijn.`;

/** GET /api/admin/investors: the search (trimmed, case-insensitive), sort, page and page size. */
export const adminInvestorsQuerySchema = z.object({
  q: z.string().max(200, { error: 'Zoekterm is te lang (hoogstens 200 tekens).' }).optional(),
  sort: z
    .string()
    .refine(
      (value): value is InvestorSort => (INVESTOR_SORTS as readonly string[]).includes(value),
      {
        error: SORT_MESSAGE,
      },
    )
    .optional(),
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(1, { error: PAGE_MESSAGE })
    .max(1_000_000, { error: PAGE_MESSAGE })
    .optional(),
  pageSize: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int({ error: PAGE_SIZE_MESSAGE })
    .min(INVESTOR_PAGE_SIZE.min, { error: PAGE_SIZE_MESSAGE })
    .max(INVESTOR_PAGE_SIZE.max, { error: PAGE_SIZE_MESSAGE })
    .optional(),
});
export type AdminInvestorsQuery = z.infer<typeof adminInvestorsQuerySchema>;

export const investorAccountStatusSchema = z.enum(INVESTOR_ACCOUNT_STATUSES);

export const adminInvestorRowSchema = z.object({
  id: z.string(),
  /** "J. de Vries"; the e-mail address when no name was given yet. */
  naam: z.string(),
  email: z.string(),
  contracten: z.number().int().nonnegative(),
  /** Euros as a decimal string: the current value of the contracts from the kept positions. */
  totaleWaarde: z.string(),
  /** Contracts awaiting their first payment. */
  onbetaald: z.number().int().nonnegative(),
  /** The latest session's login moment (ISO), or null. */
  laatsteLogin: z.string().nullable(),
  status: investorAccountStatusSchema,
});
export type AdminInvestorRow = z.infer<typeof adminInvestorRowSchema>;

export const adminInvestorsPageSchema = z.object({
  items: z.array(adminInvestorRowSchema),
  total: z.number().int().nonnegative(),
});
export type AdminInvestorsPage = z.infer<typeof adminInvestorsPageSchema>;

export const adminInvestorParamsSchema = z.object({
  id: z.string(),
});

export const adminInvestorDetailSchema = z.object({
  id: z.string(),
  naam: z.string(),
  status: investorAccountStatusSchema,
  aangemaakt: z.string(),
  /** As the investor sees it: BSN masked, the date of birth with its year only. */
  persoonsgegevens: personalInfoSchema,
  contracten: z.array(
    z.object({
      id: z.number().int(),
      contractnummer: z.string(),
      omschrijving: z.string(),
      fonds: z.string(),
      status: z.enum(CONTRACT_STATUSES),
      waarde: z.string(),
    }),
  ),
  openBetalingen: z.array(
    z.object({
      id: z.string(),
      contractnummer: z.string(),
      bedrag: z.string(),
      status: z.enum(PAYMENT_STATUSES),
      aangemaakt: z.string(),
    }),
  ),
  openVerkoopopdrachten: z.array(
    z.object({
      id: z.string(),
      contractnummer: z.string(),
      bedrag: z.string().nullable(),
      status: z.enum(SELL_ORDER_STATUSES),
      aangemaakt: z.string(),
    }),
  ),
  mandaten: z.array(
    z.object({
      contractnummer: z.string(),
      /** Masked (maskIban). */
      iban: z.string(),
      status: z.enum(MANDATE_STATUSES),
    }),
  ),
  /** The last 10 logins. */
  sessies: z.array(z.object({ ingelogd: z.string(), apparaat: z.string().nullable() })),
  /** The last 10 changes of personal data (field and moment; no values). */
  wijzigingen: z.array(z.object({ veld: z.string(), gewijzigd: z.string() })),
});
export type AdminInvestorDetail = z.infer<typeof adminInvestorDetailSchema>;
