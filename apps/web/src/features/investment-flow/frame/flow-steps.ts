import { depositsOfKind, type DepositKind } from '@bp/domain';
import { INVESTMENT_FLOW_PAGES, type InvestmentFlowPage } from '../state';

/**
 * The steps the flow takes for a kind of deposit: a one-off investment has no monthly
 * mandate to give, a monthly-only one no first payment to make. Before the kind is chosen the
 * stepper shows all six, as nothing is known yet.
 */
export function flowPagesFor(kind: DepositKind | null): readonly InvestmentFlowPage[] {
  if (kind === null) return INVESTMENT_FLOW_PAGES;
  const deposits = depositsOfKind(kind);
  return INVESTMENT_FLOW_PAGES.filter(
    (page) =>
      (page !== 'initial-payment' || deposits.initial) &&
      (page !== 'monthly-payment' || deposits.periodic),
  );
}

/**
 * The step `offset` steps from `page` among `pages`, kept within the first and the last. A page
 * the list leaves out (a stored flow from before the kind changed) counts from its place in
 * the whole flow.
 */
export function neighbourAmong(
  pages: readonly InvestmentFlowPage[],
  page: InvestmentFlowPage,
  offset: number,
): InvestmentFlowPage {
  const index = pages.indexOf(page);
  if (index === -1) {
    const position = INVESTMENT_FLOW_PAGES.indexOf(page);
    const later = pages.filter((candidate) => INVESTMENT_FLOW_PAGES.indexOf(candidate) > position);
    const earlier = pages.filter(
      (candidate) => INVESTMENT_FLOW_PAGES.indexOf(candidate) < position,
    );
    return (offset > 0 ? later[offset - 1] : earlier.at(offset)) ?? page;
  }
  const bounded = Math.min(Math.max(index + offset, 0), pages.length - 1);
  return pages[bounded] ?? page;
}
