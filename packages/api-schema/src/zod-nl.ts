import { z } from 'zod';

// Every validation message a user can see is Dutch, also for the generic cases (wrong type, …)
// that the schemas below do not word themselves.
z.config(z.locales.nl());

export { z };
