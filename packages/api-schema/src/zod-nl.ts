import { z } from 'zod';

// Every validation message a user can see is Dutch, also for the generic cases (wrong type, …)
// that the schemas below do not word themselves.
z.config(z.locales.nl());

// In the browser the portal's CSP (script-src 'self') forbids eval: zod would probe for it with
// `new Function` on the first parse, which the browser reports as a CSP violation (Lighthouse
// counts it against best practices). Its compiled parsers only pay off on the server.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
