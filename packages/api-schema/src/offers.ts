import { CALCULATION_LIMITS, PRODUCT_CODES } from '@bp/domain';
import { z } from './zod-nl';

export const productCodeSchema = z.enum(PRODUCT_CODES);
export type ProductCode = z.infer<typeof productCodeSchema>;

/** One saved calculation of the investor (an offer). */
export const offerSummarySchema = z.object({
  offerID: z.number().int().positive(),
  productCode: productCodeSchema,
  omschrijving: z.string(),
  aangemaakt: z.iso.datetime({ offset: true }),
  gewijzigd: z.iso.datetime({ offset: true }),
});
export type OfferSummary = z.infer<typeof offerSummarySchema>;

/** The largest (and the default) page of the offers list: as many as an investor may keep. */
export const OFFERS_MAX_PAGE_SIZE = CALCULATION_LIMITS.maxStoredOffers;

const PAGE_MESSAGE = 'Vul een paginanummer in: een geheel getal vanaf 1.';
const PAGE_SIZE_MESSAGE = `Vul een paginagrootte in: een geheel getal van 1 tot en met ${OFFERS_MAX_PAGE_SIZE}.`;

/**
 * GET /api/offers/?page=&pageSize=: both optional. Without them the first page holds every
 * offer an investor can have, so a client that does not page (the spec's) still gets them all.
 */
export const offersQuerySchema = z.strictObject({
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(1, { error: PAGE_MESSAGE })
    .max(1_000_000, { error: PAGE_MESSAGE })
    .default(1),
  pageSize: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int({ error: PAGE_SIZE_MESSAGE })
    .min(1, { error: PAGE_SIZE_MESSAGE })
    .max(OFFERS_MAX_PAGE_SIZE, { error: PAGE_SIZE_MESSAGE })
    .default(OFFERS_MAX_PAGE_SIZE),
});
export type OffersQuery = z.infer<typeof offersQuerySchema>;

/**
 * GET /api/offers/: the spec lists offers under `Offerte`, most recently changed first. The
 * body stays the spec's; the paging travels in headers: `X-Total-Count` (all of the investor's
 * offers), `X-Page`, `X-Page-Size`, and a `Link` header with rel="next"/"prev" where there is one.
 */
export const offersResponseSchema = z.object({ Offerte: z.array(offerSummarySchema) });
export type OffersResponse = z.infer<typeof offersResponseSchema>;

/**
 * DELETE /api/offers/{offerID}: removes one of the investor's own offers → 204 without a body;
 * 404 when the offer does not exist or is not the caller's.
 */
export const offerParamsSchema = z.strictObject({
  offerID: z.coerce
    .number({ error: 'Onbekende berekening.' })
    .int({ error: 'Onbekende berekening.' })
    .positive({ error: 'Onbekende berekening.' })
    // Offer ids are 32-bit database integers: a larger number cannot be an offer.
    .max(2_147_483_647, { error: 'Onbekende berekening.' }),
});
