import {
  AMSTERDAM,
  dateParts,
  euro,
  euroString,
  PAYOUT_LIMITS,
  type CalendarDate,
  type MoneyValue,
} from '@bp/domain';
import { Document } from 'sepa';

// The SEPA credit transfer file of a payout batch (ISO 20022 pain.001.001.03, through the
// `sepa` package): one payment information block per requested execution date, the foundation's
// account as the debtor. `sepa` adds the control sum as floats; the sum is checked here against
// the decimal sum of the items and the batch's total, so a rounding slip never reaches a bank.

export const PAIN001_FORMAT = 'pain.001.001.03';

export interface Pain001Debtor {
  name: string;
  iban: string;
  bic: string;
}

export interface Pain001Item {
  endToEndId: string;
  /** Euros with two decimals ("99.00"). */
  amount: string;
  creditorName: string;
  iban: string;
  remittance: string;
  requestedExecutionDate: CalendarDate;
}

export interface Pain001Batch {
  /** "UB-000001": the message id is "BP-UB-000001". */
  name: string;
  createdAt: Date;
  /** The batch's total as stored (two decimals). */
  total: string;
  items: readonly Pain001Item[];
}

/** The characters SEPA's basic Latin set allows in names and texts (EPC guidance). */
const OUTSIDE_SEPA_CHARACTERS = /[^A-Za-z0-9/\-?:().,'+ ]/g;

/** A name or text in SEPA's character set: accents dropped (NFD), others as spaces, trimmed. */
export function sepaText(text: string, maxLength: number): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(OUTSIDE_SEPA_CHARACTERS, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

/** A Date whose local getters (which `sepa` reads) give this calendar date. */
function localDate(date: CalendarDate): Date {
  const { year, month, day } = dateParts(date);
  return new Date(year, month - 1, day);
}

const amsterdamParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: AMSTERDAM,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A Date whose local getters give the Amsterdam wall-clock time of `instant` (CreDtTm). */
function amsterdamWallClock(instant: Date): Date {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(amsterdamParts.formatToParts(instant).find((entry) => entry.type === type)?.value);
  return new Date(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
}

export function sumOf(amounts: readonly string[]): MoneyValue {
  return amounts.reduce<MoneyValue>((sum, amount) => sum.plus(euro(amount)), euro(0));
}

/** The first element `name` of the file, e.g. the group header's CtrlSum. */
function firstText(xml: string, name: string): string | undefined {
  return new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];
}

/** The pain.001 document of a batch; throws when its sums disagree (never sent then). */
export function buildPain001(batch: Pain001Batch, debtor: Pain001Debtor): string {
  const document = new Document(PAIN001_FORMAT);
  document.grpHdr.id = `BP-${batch.name}`;
  document.grpHdr.created = amsterdamWallClock(batch.createdAt);
  document.grpHdr.initiatorName = sepaText(debtor.name, PAYOUT_LIMITS.creditorName);
  const dates = [...new Set(batch.items.map((item) => item.requestedExecutionDate))].sort();
  for (const date of dates) {
    const info = document.createPaymentInfo();
    info.requestedExecutionDate = localDate(date);
    info.debtorName = sepaText(debtor.name, PAYOUT_LIMITS.creditorName);
    info.debtorIBAN = debtor.iban;
    info.debtorBIC = debtor.bic;
    document.addPaymentInfo(info);
    for (const item of batch.items.filter((entry) => entry.requestedExecutionDate === date)) {
      const transaction = info.createTransaction();
      transaction.creditorName = item.creditorName;
      transaction.creditorIBAN = item.iban;
      transaction.creditorBIC = '';
      transaction.amount = Number(item.amount);
      transaction.remittanceInfo = item.remittance;
      transaction.end2endId = item.endToEndId;
      info.addTransaction(transaction);
    }
  }
  const xml = document.toString();
  const itemsSum = euroString(sumOf(batch.items.map((item) => item.amount)));
  const controlSum = firstText(xml, 'CtrlSum');
  if (itemsSum !== euroString(batch.total) || controlSum !== itemsSum) {
    throw new Error(
      `pain.001 of ${batch.name}: items ${itemsSum}, batch ${batch.total}, CtrlSum ${controlSum}`,
    );
  }
  if (firstText(xml, 'NbOfTxs') !== String(batch.items.length)) {
    throw new Error(`pain.001 of ${batch.name}: NbOfTxs is not ${batch.items.length}`);
  }
  return xml;
}
