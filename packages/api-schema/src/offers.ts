import { z } from './zod-nl';

export const productCodeSchema = z.enum(['SB', 'SUL', 'SDIL']);
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
