import type { Database } from '../../../db/client';
import type { ContractStatus } from '@bp/api-schema';
import {
  correctionLabel,
  euro,
  formatDutchDate,
  formatEuro,
  formatUnits,
  nextValuationDate,
  type CalendarDate,
  type LedgerEntry,
  CONTRACT_STATUS,
  TRANSACTION_KIND,
  TRANSACTION_KIND_LABELS,
  withoutReversed,
} from '@bp/domain';

export interface ContractFacts {
  contractNumber: string;
  description: string;
  fundName: string;
  startDate: CalendarDate;
  endDate: CalendarDate | null;
  status: ContractStatus;
  initialDeposit: string;
}

export interface ContractEvent {
  datum: CalendarDate;
  omschrijving: string;
}

/**
 * What happened to a contract, oldest first, told from its data and bookings: the start, the
 * first deposit, the start of the monthly deposit and every change of its amount, extra
 * deposits, each distribution, the sale and the end. Routine bookings (the monthly deposit
 * itself, the costs and purchases of each deposit) belong on the transactions page instead.
 */
export function contractEvents(
  facts: ContractFacts,
  entries: readonly LedgerEntry[],
): ContractEvent[] {
  const events: ContractEvent[] = [
    {
      datum: facts.startDate,
      omschrijving: `Contract ${facts.contractNumber} (${facts.description}) afgesloten in het ${facts.fundName}.`,
    },
  ];
  if (facts.status === CONTRACT_STATUS.awaitingPayment) {
    events.push({
      datum: facts.startDate,
      omschrijving: `Wacht op betaling van de eerste inleg van ${formatEuro(facts.initialDeposit)}.`,
    });
  }
  const seen: SeenSoFar = {
    deposits: 0,
    periodicAmount: null,
    unbought: unboughtDeposits(entries),
  };
  for (const entry of entries) {
    const text = entry.reversal ? describeReversal(entry) : describe(entry, seen);
    if (text) events.push({ datum: entry.date, omschrijving: text });
  }
  if (facts.endDate) events.push({ datum: facts.endDate, omschrijving: 'Contract beëindigd.' });
  return events;
}

/** What earlier bookings told: whether a deposit is the first, what the monthly amount was. */
interface SeenSoFar {
  deposits: number;
  periodicAmount: string | null;
  /** The deposits whose units are not bought yet (they wait for the next valuation date). */
  unbought: ReadonlySet<LedgerEntry>;
}

/**
 * Every deposit buys its units with one `aankoop`, at once (as the seed books them) or at the
 * NAV of the next valuation date (the purchase job): purchases pair with deposits in order, and
 * the deposits left over are still waiting.
 */
function unboughtDeposits(entries: readonly LedgerEntry[]): Set<LedgerEntry> {
  const waiting: LedgerEntry[] = [];
  let previous: LedgerEntry | undefined;
  // A corrected purchase and its reversal are gone: the rebooking pairs as the original did.
  for (const entry of withoutReversed(entries)) {
    if (entry.kind === TRANSACTION_KIND.deposit || entry.kind === TRANSACTION_KIND.periodicDeposit)
      waiting.push(entry);
    if (entry.kind === TRANSACTION_KIND.purchase) waiting.shift();
    // A storno of a deposit still waiting cancels its purchase; one after a sell-back (the
    // `verkoop` just before it) reverses a deposit that was bought.
    if (entry.kind === TRANSACTION_KIND.storno && previous?.kind !== TRANSACTION_KIND.sale) {
      const reversed = waiting.findIndex(
        (deposit) =>
          deposit.kind === TRANSACTION_KIND.periodicDeposit &&
          euro(deposit.amount).equals(euro(entry.amount)),
      );
      if (reversed >= 0) waiting.splice(reversed, 1);
    }
    previous = entry;
  }
  return new Set(waiting);
}

/**
 * A reversal of a NAV correction: "Correctie: Aankoop participaties −€ 98,00 (−0,9800
 * participaties tegen koers 100,0000)." — the booking it undoes, with the opposite sign. The
 * rebooking at the corrected NAV follows as an ordinary booking.
 */
function describeReversal(entry: LedgerEntry): string {
  const amount = formatEuro(euro(entry.amount).negated());
  const units =
    entry.units && entry.nav
      ? ` (${formatUnits(entry.units)} participaties tegen koers ${formatUnits(entry.nav)})`
      : '';
  return `${correctionLabel(TRANSACTION_KIND_LABELS[entry.kind])} ${amount}${units}.`;
}

function describe(entry: LedgerEntry, seen: SeenSoFar): string | null {
  const amount = formatEuro(entry.amount);
  switch (entry.kind) {
    case TRANSACTION_KIND.deposit: {
      seen.deposits += 1;
      const which = seen.deposits === 1 ? 'Eerste' : 'Extra';
      return seen.unbought.has(entry)
        ? `${which} inleg van ${amount} ontvangen; aankoop tegen de koers van ${formatDutchDate(nextValuationDate(entry.date), 'long')}.`
        : `${which} inleg van ${amount} ontvangen en belegd.`;
    }
    case TRANSACTION_KIND.periodicDeposit: {
      const previous = seen.periodicAmount;
      seen.periodicAmount = entry.amount;
      if (previous === null) return `Maandelijkse inleg van ${amount} gestart.`;
      if (euro(previous).equals(euro(entry.amount))) return null;
      return `Maandelijkse inleg gewijzigd van ${formatEuro(previous)} naar ${amount}.`;
    }
    case TRANSACTION_KIND.distribution:
      return `Uitkering van ${amount} uitbetaald op uw rekening.`;
    case TRANSACTION_KIND.reinvestment:
      return `Uitkering van ${amount} herbelegd in ${formatUnits(entry.units ?? '0')} participaties.`;
    case TRANSACTION_KIND.sale:
      return `${formatUnits(euro(entry.units ?? '0').abs())} participaties verkocht tegen koers ${formatUnits(entry.nav ?? '0')}.`;
    case TRANSACTION_KIND.payout:
      return `Opbrengst van ${amount} uitbetaald op uw rekening.`;
    case TRANSACTION_KIND.purchase:
    case TRANSACTION_KIND.costs:
      return null;
    case TRANSACTION_KIND.storno:
    case TRANSACTION_KIND.settlementIn:
    case TRANSACTION_KIND.settlementOut:
      // The reversed collection's own line (collections module) tells it, with the reason.
      return null;
  }
}

/**
 * Lines of a contract's history that other contexts tell from their own records (money: the
 * failed and reversed collections, which booked nothing), each source oldest first. The
 * history asks them without knowing them: app.ts passes them in.
 */
export type ContractEventSource = (db: Database, contractId: number) => Promise<ContractEvent[]>;

/**
 * `events` with `more` woven in by date, both oldest first; on one day the events of the
 * contract and its bookings come first (the end of the contract stays last).
 */
export function mergeEvents(
  events: readonly ContractEvent[],
  more: readonly ContractEvent[],
): ContractEvent[] {
  if (more.length === 0) return [...events];
  const merged: ContractEvent[] = [];
  let next = 0;
  for (const event of events) {
    for (let extra = more[next]; extra && extra.datum < event.datum; extra = more[next]) {
      merged.push(extra);
      next += 1;
    }
    merged.push(event);
  }
  return [...merged, ...more.slice(next)];
}
