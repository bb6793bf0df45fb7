/**
 * An investor's account status as the admin's investors table shows it (issue 21). One value,
 * the first that holds:
 * - `geblokkeerd` (locked): the account's login failure counter (all addresses together, the
 *   slow backstop of contexts/identity/rate-limit) is at its limit now, so logging in is refused
 *   until its window has passed or a reset;
 * - `in-afwachting` (pending): the e-mail address is not confirmed yet;
 * - `tweestaps` (two-step): active, with two-step verification on (confirmed);
 * - `actief` (active): active, without two-step verification.
 */
export const INVESTOR_ACCOUNT_STATUSES = [
  'in-afwachting',
  'actief',
  'geblokkeerd',
  'tweestaps',
] as const;
export type InvestorAccountStatus = (typeof INVESTOR_ACCOUNT_STATUSES)[number];

export const INVESTOR_ACCOUNT_STATUS_LABELS: Record<InvestorAccountStatus, string> = {
  'in-afwachting': 'In afwachting',
  actief: 'Actief',
  geblokkeerd: 'Geblokkeerd',
  tweestaps: 'Actief, tweestapsverificatie aan',
};

/** The columns the investors table sorts on; a leading `-` sorts descending. */
export const INVESTOR_SORT_COLUMNS = [
  'naam',
  'email',
  'contracten',
  'totaleWaarde',
  'onbetaald',
  'laatsteLogin',
  'status',
] as const;
export type InvestorSortColumn = (typeof INVESTOR_SORT_COLUMNS)[number];
export type InvestorSort = InvestorSortColumn | `-${InvestorSortColumn}`;
export const INVESTOR_SORTS: readonly InvestorSort[] = INVESTOR_SORT_COLUMNS.flatMap((column) => [
  column,
  `-${column}` as const,
]);

export const INVESTOR_PAGE_SIZE = { min: 10, max: 100, default: 25 } as const;
