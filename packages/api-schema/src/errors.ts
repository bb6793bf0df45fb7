import { z } from './zod-nl';

/** The one error body of the API: a Dutch summary plus every problem found. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.object({ ErrorMessage: z.array(z.string()) }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;
