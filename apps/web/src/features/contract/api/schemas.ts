import { contractSchema, z } from '@bp/api-schema';

/**
 * The response schemas of the contract queries, in a module of their own: zod loads with the
 * first call, not before a contract page's first render (see ../../portfolio/api/schemas.ts).
 */
export {
  contractDocumentsResponseSchema,
  contractHistoryResponseSchema,
  returnsResponseSchema,
  transactionsResponseSchema,
} from '@bp/api-schema';

/** GET /api/contracts/{id} answers an array (spec). */
export const contractListSchema = z.array(contractSchema);
