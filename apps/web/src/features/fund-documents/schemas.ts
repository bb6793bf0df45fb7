/** The index's response schema, in a module of its own: zod loads with the first call. */
export { fundDocumentsResponseSchema } from '@bp/api-schema';
