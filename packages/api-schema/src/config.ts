import { z } from './zod-nl';

export const BUILD_VERSION = '20250709.2';

export const brandLabelSchema = z.enum(['vastgoed', 'lijfrente']);
export type BrandLabel = z.infer<typeof brandLabelSchema>;

/** GET /config.json (outside /api, so maintenance mode leaves it reachable): what the browser needs to know before it renders. */
export const runtimeConfigSchema = z.object({
  environment: z.string(),
  label: brandLabelSchema,
  productName: z.string(),
  apiBase: z.string(),
  errorReportingDsn: z.string().nullable(),
  buildVersion: z.string(),
  contactUrl: z.string(),
  /** The e-mail address and postal address /contact names (CONTACT_EMAIL, CONTACT_POSTAL_ADDRESS). */
  contactEmail: z.string(),
  contactPostalAddress: z.array(z.string()),
  privacyUrl: z.string(),
  disclaimerUrl: z.string(),
  annualReportsUrl: z.string(),
  /** The notice the footer shows while sandbox providers simulate payments and mandates; else null. */
  sandboxNotice: z.string().nullable(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

/** GET /healthz and GET /readyz */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']).optional(),
});
export type Health = z.infer<typeof healthSchema>;

/** The product name per brand: it is the page title and the name in the footer. */
export const BRAND_PRODUCT_NAMES: Record<BrandLabel, string> = {
  vastgoed: 'Beleggersportaal Vastgoed',
  lijfrente: 'Beleggersportaal Lijfrente',
};
