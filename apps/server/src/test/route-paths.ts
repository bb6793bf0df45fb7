/** Paths of registered routes filled in with values a real client could send. */

const OTHER_INVESTORS_UUID = '3f0d8a52-6a0e-4d4b-9c61-2b7f1e9a0c44';

/**
 * A value for each path parameter that could name a record (by the segment before it), so a
 * 401 is the guard's and not a refusal of the path. A new parameter fails the test until it is
 * given one here.
 */
export function plausibleValues(contractId: string): Readonly<Record<string, string>> {
  return {
    'contracts/:id': contractId,
    'documenten/:documentId': 'contractbevestiging',
    'mandates/:id': OTHER_INVESTORS_UUID,
    'payments/:id': 'tr_7UhSN1zuXS',
    'uploads/:id': OTHER_INVESTORS_UUID,
    'calculation/:offerID': '1',
    'offers/:offerID': '1',
    'funds/:id': '1',
    'funds/:fundId': '1',
    'sell-orders/:orderId': OTHER_INVESTORS_UUID,
    'documents/:kind': 'kid',
    'questionnaires/:id': '1',
    'relations/:id': '1',
    'investors/:id': OTHER_INVESTORS_UUID,
    'payout-batches/:id': OTHER_INVESTORS_UUID,
    'mandaat/:nummer': 'MNDT-0001',
    'checkout/:id': 'tr_7UhSN1zuXS',
    'jobs/:name': 'aankoop-participaties',
    'prices/:id': OTHER_INVESTORS_UUID,
    'distributions/:id': OTHER_INVESTORS_UUID,
  };
}

export function filledIn(url: string, values: Readonly<Record<string, string>>): string {
  return url.replace(/([^/]+)\/(:[A-Za-z]+)/g, (whole, segment: string, param: string) => {
    const value = values[`${segment}/${param}`];
    if (value === undefined) throw new Error(`${url}: no plausible value for ${segment}/${param}`);
    return `${segment}/${value}`;
  });
}
