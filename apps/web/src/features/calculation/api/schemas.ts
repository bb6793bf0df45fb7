/**
 * The response schemas of the calculation endpoints, in a module of their own: zod loads with
 * the first call, not before the wizard's first render (see ../../portfolio/api/schemas.ts).
 */
export {
  calculationResponseSchema,
  fundListResponseSchema,
  offersResponseSchema,
} from '@bp/api-schema';
