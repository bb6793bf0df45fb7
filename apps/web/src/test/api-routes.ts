import {
  adminInvestorDetailSchema,
  backOfficeLogPageSchema,
  auditPageSchema,
  payoutBatchListSchema,
  distributionDeclarationSchema,
  distributionListSchema,
  payoutBatchSchema,
  jobsPageSchema,
  navApprovalSchema,
  navPreviewSchema,
  navProposalListSchema,
  navProposalsSchema,
  startedJobRunSchema,
  consentCodeSchema,
  impersonationSchema,
  portalViewsSchema,
  adminInvestorsPageSchema,
  applicationPrefillResponseSchema,
  calculationResponseSchema,
  contractChangesResponseSchema,
  contractMandateResponseSchema,
  createdContractChangeSchema,
  contractDocumentsResponseSchema,
  contractHistoryResponseSchema,
  contractSchema,
  contractSummarySchema,
  countriesResponseSchema,
  emailStatusSchema,
  createdPaymentSchema,
  dataExportAuthorisationSchema,
  createMandateResponseSchema,
  fundDocumentsResponseSchema,
  fundListResponseSchema,
  fundTableResponseSchema,
  healthSchema,
  investmentApplicationResponseSchema,
  mandateSchema,
  messageSchema,
  offersResponseSchema,
  paymentSchema,
  personalInfoSchema,
  postcodeAddressSchema,
  questionnaireAnswersResponseSchema,
  questionnaireResponseSchema,
  relatedPersonSchema,
  relationsResponseSchema,
  returnsResponseSchema,
  runtimeConfigSchema,
  sellOrderListSchema,
  sellOrderQuoteSchema,
  sellOrderSchema,
  sessionHealthSchema,
  tokenClaimsSchema,
  transactionsResponseSchema,
  whatIfResponseSchema,
  uploadSchema,
  userSchema,
  loginResponseSchema,
  loginTotpResponseSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
  z,
} from '@bp/api-schema';

/** What a route answers: `ok` for a 2xx body; a failure body is the API's one error shape unless `failure` says otherwise. */
export interface RouteContract {
  ok: z.ZodType;
  failure?: z.ZodType;
}

/** A 204: no body at all. */
const noBody = z.undefined();

/**
 * The API as the server defines it (the routes.ts of each server module), by method and path
 * (":name" is a path parameter). The fetch fake reads every reply it gives through these.
 */
export const API_ROUTES: Record<string, RouteContract> = {
  'GET /config.json': { ok: runtimeConfigSchema },
  'GET /healthz': { ok: healthSchema, failure: healthSchema },
  'GET /readyz': { ok: healthSchema, failure: healthSchema },
  'POST /api/login': { ok: loginResponseSchema },
  'POST /api/login/totp': { ok: loginTotpResponseSchema },
  'POST /api/users/me/password': { ok: noBody },
  'POST /api/users/me/two-factor': { ok: twoFactorSetupSchema },
  'POST /api/users/me/two-factor/confirm': { ok: recoveryCodesSchema },
  'DELETE /api/users/me/two-factor': { ok: noBody },
  'POST /api/logout': { ok: messageSchema },
  'POST /api/deleteCookie': { ok: messageSchema },
  'GET /api/getCookie': { ok: tokenClaimsSchema },
  'GET /api/session-health-check': { ok: sessionHealthSchema },
  'GET /api/users/me': { ok: userSchema },
  'POST /api/register': { ok: messageSchema },
  'POST /api/register/confirm': { ok: messageSchema },
  'POST /api/password/forgot': { ok: messageSchema },
  'POST /api/password/reset': { ok: messageSchema },
  'GET /api/relations/me': { ok: personalInfoSchema },
  'GET /api/relations': { ok: relationsResponseSchema },
  'PATCH /api/relations/me': { ok: personalInfoSchema },
  'GET /api/users/me/email': { ok: emailStatusSchema },
  'POST /api/users/me/email': { ok: messageSchema },
  'POST /api/email-change/confirm': { ok: messageSchema },
  'POST /api/relations': { ok: relatedPersonSchema },
  'PATCH /api/relations/:id': { ok: relatedPersonSchema },
  'DELETE /api/relations/:id': { ok: noBody },
  'GET /api/countries': { ok: countriesResponseSchema },
  'POST /api/postcode': { ok: postcodeAddressSchema },
  'POST /api/uploads': { ok: uploadSchema },
  'GET /api/investment-applications/prefill': { ok: applicationPrefillResponseSchema },
  'GET /api/funds': { ok: fundListResponseSchema },
  'GET /api/funds/table': { ok: fundTableResponseSchema },
  'GET /api/funds/:id/documents': { ok: fundDocumentsResponseSchema },
  'GET /api/contracts': { ok: z.array(contractSchema) },
  'GET /api/contracts/summaries': { ok: z.array(contractSummarySchema) },
  'GET /api/contracts/:id': { ok: z.array(contractSchema) },
  'GET /api/contracts/:id/transacties': { ok: transactionsResponseSchema },
  'GET /api/contracts/:id/rendement': { ok: returnsResponseSchema },
  'GET /api/contracts/:id/historie': { ok: contractHistoryResponseSchema },
  'GET /api/contracts/:id/documenten': { ok: contractDocumentsResponseSchema },
  'GET /api/contracts/:id/machtiging': { ok: contractMandateResponseSchema },
  'GET /api/contracts/:id/sell-orders': { ok: sellOrderListSchema },
  'GET /api/contracts/:id/sell-orders/quote': { ok: sellOrderQuoteSchema },
  'POST /api/contracts/:id/sell-orders': { ok: sellOrderSchema },
  'DELETE /api/contracts/:id/sell-orders/:orderId': { ok: noBody },
  'GET /api/admin/investors': { ok: adminInvestorsPageSchema },
  'GET /api/admin/investors/:id': { ok: adminInvestorDetailSchema },
  'POST /api/admin/impersonations': { ok: impersonationSchema },
  'PATCH /api/admin/impersonations/current': { ok: impersonationSchema },
  'DELETE /api/admin/impersonations/current': { ok: noBody },
  'GET /api/admin/audit': { ok: auditPageSchema },
  'GET /api/admin/audit/back-office': { ok: backOfficeLogPageSchema },
  'GET /api/admin/payout-batches': { ok: payoutBatchListSchema },
  'POST /api/admin/payout-batches': { ok: payoutBatchSchema },
  'POST /api/admin/payout-batches/:id/sent': { ok: payoutBatchSchema },
  'GET /api/admin/distributions': { ok: distributionListSchema },
  'POST /api/admin/funds/:fundId/distributions': { ok: distributionDeclarationSchema },
  'POST /api/admin/distributions/:id/approval': { ok: distributionDeclarationSchema },
  'GET /api/admin/jobs': { ok: jobsPageSchema },
  'GET /api/admin/prices': { ok: navProposalListSchema },
  'POST /api/admin/funds/:fundId/prices': { ok: z.union([navPreviewSchema, navProposalsSchema]) },
  'POST /api/admin/prices/:id/approval': { ok: navApprovalSchema },
  'POST /api/admin/jobs/:name/runs': { ok: startedJobRunSchema },
  'GET /api/users/me/views': { ok: portalViewsSchema },
  'DELETE /api/users/me/impersonations': { ok: noBody },
  'POST /api/users/me/consent-code': { ok: consentCodeSchema },
  'GET /api/contracts/:id/changes': { ok: contractChangesResponseSchema },
  'GET /api/contracts/:id/changes/wat-als': { ok: whatIfResponseSchema },
  'POST /api/contracts/:id/changes': { ok: createdContractChangeSchema },
  'POST /api/investment-applications': { ok: investmentApplicationResponseSchema },
  'POST /api/payments': { ok: createdPaymentSchema },
  'GET /api/payments/:id': { ok: paymentSchema },
  'POST /api/mandates': { ok: createMandateResponseSchema },
  'POST /api/mandates/exit': { ok: mandateSchema },
  'GET /api/mandates/:id': { ok: mandateSchema },
  'GET /api/offers/': { ok: offersResponseSchema },
  'DELETE /api/offers/:id': { ok: noBody },
  'POST /api/calculation': { ok: calculationResponseSchema },
  'GET /api/calculation/:id': { ok: calculationResponseSchema },
  'GET /api/questionnaires/:id': { ok: questionnaireResponseSchema },
  'POST /api/questionnaires/:id/answers': { ok: questionnaireAnswersResponseSchema },
  'POST /api/users/me/export/authorisation': { ok: dataExportAuthorisationSchema },
};

function matches(pattern: string, path: string): boolean {
  const expected = pattern.split('/');
  const actual = path.split('/');
  return (
    expected.length === actual.length &&
    expected.every((part, index) => part.startsWith(':') || part === actual[index])
  );
}

/** The contract of `method` on `pathname` (no query string), or undefined for no such route. */
export function routeContract(method: string, pathname: string): RouteContract | undefined {
  const exact = API_ROUTES[`${method} ${pathname}`];
  if (exact) return exact;
  const found = Object.entries(API_ROUTES).find(([key]) => {
    const [routeMethod, pattern] = key.split(' ');
    return routeMethod === method && pattern !== undefined && matches(pattern, pathname);
  });
  return found?.[1];
}
