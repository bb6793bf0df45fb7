import type { AppContext, ZodApp } from '../../app-context';
import { registerAuthRoutes } from './auth/routes';
import { registerCookieRoutes } from './cookies/routes';
import { registerEmailChangeRoutes } from './email-change/routes';
import { registerImpersonationRoutes } from './impersonation/routes';
import { registerPasswordResetRoutes } from './password-reset/routes';
import { registerPersonalInfoRoutes } from './personal-info/routes';
import { registerRegistrationRoutes } from './registration/routes';
import { registerRelatedPersonRoutes } from './relations/related-person-routes';
import { registerRelationRoutes } from './relations/routes';
import { registerSessionHealthRoutes } from './session-health/routes';
import { registerAccountSecurityRoutes } from './two-factor/routes';
import { registerUserRoutes } from './users/routes';

/**
 * Identity: who the caller is. Login and logout, the session cookie and its health check,
 * registration, password reset, the account and the investor's personal data and relations.
 */
export function registerIdentity(app: ZodApp, ctx: AppContext): void {
  registerAuthRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerAccountSecurityRoutes(app, ctx);
  registerCookieRoutes(app, ctx);
  registerSessionHealthRoutes(app, ctx);
  registerRegistrationRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
  registerRelationRoutes(app, ctx);
  registerPersonalInfoRoutes(app, ctx);
  registerEmailChangeRoutes(app, ctx);
  registerRelatedPersonRoutes(app, ctx);
  registerImpersonationRoutes(app, ctx);
}
