import { queryClient } from './query-client';

/**
 * The first part of the query key of every server resource a write can change. The features
 * build their keys on these (`[...RESOURCE_KEYS.contracts, 'summaries']`), so invalidating a
 * root refreshes every query under it: `contracts` covers the list, the summaries behind the
 * menu's unpaid badge and each contract's own pages.
 */
export const RESOURCE_KEYS = {
  /** GET /api/contracts, /summaries and /{id} with its sub-resources (mandate, history, …). */
  contracts: ['contracts'],
  /** GET /api/offers/: the saved calculations (Mijn berekeningen). */
  offers: ['offers'],
  /** GET /api/payments/{id}: the payment result page. */
  payments: ['payments'],
  /** GET /api/mandates/{id}: the mandate result page. */
  mandates: ['mandates'],
  /** GET /api/relations/me: personal information (the menu's Mijn instellingen). */
  relations: ['relations'],
  /** GET /api/investment-applications/prefill: what step 3 fills in from the portal. */
  applicationPrefill: ['investment-applications'],
  /** GET /api/users/me/email: the account's address and a change waiting for its link. */
  account: ['users'],
} as const;

type Resource = keyof typeof RESOURCE_KEYS;

/**
 * Every kind of write the web app makes, with the resources it changes. One list, so a new
 * write names what it touches here instead of each screen remembering what to refresh (the
 * "Later betalen" bug: a new contract left the summaries, and so Betaling afronden and the
 * menu's badge, as they were until a reload).
 */
export const WRITE_REFRESHES = {
  /** POST /api/investment-applications: a new contract waiting for its first payment. */
  'contract-created': ['contracts', 'relations', 'applicationPrefill'],
  /** POST /api/payments: a new (or reused) open payment. */
  'payment-started': ['payments'],
  /** "Later betalen": the contract made in step 4 now waits on Betaling afronden. */
  'payment-postponed': ['contracts'],
  /** A payment the result page found paid: the contract is active, no longer unpaid. */
  'payment-paid': ['contracts'],
  /** POST /api/mandates: a mandate prepared for the contract. */
  'mandate-created': ['contracts', 'mandates'],
  /** A mandate the result page found settled (signed or not): the contract's mandate changed. */
  'mandate-settled': ['contracts'],
  /** POST and DELETE /api/contracts/{id}/sell-orders: the contract's orders and sellable units. */
  'sell-order-changed': ['contracts'],
  /** POST /api/contracts/{id}/changes: the contract, its changes, perhaps a new mandate. */
  'contract-changed': ['contracts', 'mandates'],
  /** POST /api/questionnaires/{id}/answers logged in: the answers are stored. */
  'questionnaire-saved': ['applicationPrefill'],
  /** POST /api/calculation logged in: a new or updated offer. */
  'offer-saved': ['offers'],
  /** DELETE /api/offers/{id}. */
  'offer-deleted': ['offers'],
  /** PATCH /api/relations/me: name, address, phones, username (the header's name: the store). */
  'personal-info-changed': ['relations', 'applicationPrefill'],
  /** POST /api/users/me/email: a change now waits for its link. */
  'email-change-requested': ['account'],
  /** POST /api/email-change/confirm: the account's address changed. */
  'email-changed': ['account', 'relations'],
  /**
   * POST, PATCH and DELETE /api/relations(/{id}): the relations page and the add-investment
   * flow's choice of a known partner or child.
   */
  'relation-added': ['relations', 'applicationPrefill'],
  'relation-changed': ['relations', 'applicationPrefill'],
  'relation-removed': ['relations', 'applicationPrefill'],
} as const satisfies Record<string, readonly Resource[]>;

export type ServerWrite = keyof typeof WRITE_REFRESHES;

/**
 * Marks what `write` changed as stale: queries on screen (the menu's badge, an open list)
 * fetch again at once, the others when they are next shown. Resolves once the visible ones
 * have their new answer.
 */
export async function refreshAfter(write: ServerWrite): Promise<void> {
  await Promise.all(
    WRITE_REFRESHES[write].map((resource) =>
      queryClient.invalidateQueries({ queryKey: RESOURCE_KEYS[resource] }),
    ),
  );
}
