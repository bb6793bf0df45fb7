import { BRAND_PRODUCT_NAMES, BUILD_VERSION, runtimeConfigSchema } from '@bp/api-schema';
import type { RuntimeConfig } from '@bp/api-schema';
import type { AppContext, ZodApp } from '../../../app-context';
import { SANDBOX_NOTICE } from '@bp/domain';
import { sandboxInUse, type Config } from '../../../config';

export function runtimeConfigOf(config: Config): RuntimeConfig {
  return {
    environment: config.environment,
    label: config.brandLabel,
    productName: BRAND_PRODUCT_NAMES[config.brandLabel],
    // The API is served from the same origin as the app.
    apiBase: '',
    errorReportingDsn: config.errorReportingDsn,
    buildVersion: BUILD_VERSION,
    contactUrl: config.contactUrl,
    contactEmail: config.contactEmail,
    contactPostalAddress: config.contactPostalAddress,
    privacyUrl: config.privacyUrl,
    disclaimerUrl: config.disclaimerUrl,
    annualReportsUrl: config.annualReportsUrl,
    sandboxNotice: sandboxInUse(config) ? SANDBOX_NOTICE : null,
  };
}

/** Outside /api on purpose: the app needs it to render the maintenance page during maintenance. */
export function registerRuntimeConfigRoutes(app: ZodApp, ctx: AppContext): void {
  const body = runtimeConfigOf(ctx.config);
  app.get(
    '/config.json',
    {
      schema: {
        tags: ['Status'],
        summary: 'Instellingen die de webapp bij het starten leest (omgeving, merk, links)',
        response: { 200: runtimeConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
}
