import { PRODUCT_CODES } from '@bp/domain';
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

/** GET /api/offers/: the spec lists offers under `Offerte`. */
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
