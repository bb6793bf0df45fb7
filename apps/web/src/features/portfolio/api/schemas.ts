import { contractSchema, contractSummarySchema, z } from '@bp/api-schema';

/**
 * The response schemas of the portfolio queries, in a module of their own: the side menu (first
 * bundle) shares these queries, and zod loads with the first call instead of with the page.
 */
export { fundListResponseSchema, fundTableResponseSchema } from '@bp/api-schema';

/** GET /api/contracts and GET /api/contracts/{id} (the latter a one-element array). */
export const contractListSchema = z.array(contractSchema);
/** GET /api/contracts/summaries */
export const contractSummaryListSchema = z.array(contractSummarySchema);
