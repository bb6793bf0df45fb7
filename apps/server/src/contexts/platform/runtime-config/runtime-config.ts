import { BRAND_PRODUCT_NAMES, BUILD_VERSION, type RuntimeConfig } from '@bp/api-schema';
import { SANDBOX_NOTICE } from '@bp/domain';
import { sandboxInUse, type Config } from '../../../config';

/** What GET /config.json answers: the settings the web app reads when it starts. */
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
