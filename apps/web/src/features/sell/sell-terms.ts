import { SELL_ORDER_FIELD_MESSAGES, type CreateSellOrderRequest } from '@bp/api-schema';
import { euro, parseDutchAmount, parseDutchUnits, SELL_ORDER_KIND } from '@bp/domain';

/** What the investor chose to sell, as the API takes it. */
export type SellTerms = Omit<CreateSellOrderRequest, 'password'>;

/** The terms form's text, as typed. */
export interface SellTermsValues {
  kind: SellTerms['kind'];
  amount: string;
  units: string;
}

/** The amount field's problem in Dutch (true when fine), only when selling an amount. */
export function amountProblem(text: string, values: SellTermsValues): true | string {
  if (values.kind !== SELL_ORDER_KIND.amount) return true;
  if (text.trim() === '') return SELL_ORDER_FIELD_MESSAGES.amountRequired;
  const parsed = parseDutchAmount(text);
  if (!parsed.ok) return parsed.error;
  return euro(parsed.value).gt(0) || SELL_ORDER_FIELD_MESSAGES.amountPositive;
}

/** The units field's problem in Dutch (true when fine), only when selling units. */
export function unitsProblem(text: string, values: SellTermsValues): true | string {
  if (values.kind !== SELL_ORDER_KIND.units) return true;
  if (text.trim() === '') return SELL_ORDER_FIELD_MESSAGES.unitsRequired;
  const parsed = parseDutchUnits(text);
  if (!parsed.ok) return parsed.error;
  return euro(parsed.value).gt(0) || SELL_ORDER_FIELD_MESSAGES.unitsPositive;
}

/** Checked values as the API's terms: the amount or the units only with their kind. */
export function toSellTerms(values: SellTermsValues): SellTerms {
  if (values.kind === SELL_ORDER_KIND.amount) {
    const parsed = parseDutchAmount(values.amount);
    return { kind: values.kind, amount: parsed.ok ? parsed.value : values.amount };
  }
  if (values.kind === SELL_ORDER_KIND.units) {
    const parsed = parseDutchUnits(values.units);
    return { kind: values.kind, units: parsed.ok ? parsed.value : values.units };
  }
  return { kind: values.kind };
}
