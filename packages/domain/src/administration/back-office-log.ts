import { formatDutchDate, type CalendarDate } from '../calendar-date';
import { formatEuro, formatUnits } from '../money';

/**
 * The back office's own audit log (issue 22, Auditlog → Backoffice): every decision an
 * administrator took in the monthly cycle, with who, when and why. Read from the records the
 * decisions made (proposals, corrections, batches, job runs), which are append-only.
 */
export const BACK_OFFICE_ACTIONS = [
  'koers-voorgesteld',
  'koers-gepubliceerd',
  'koers-gecorrigeerd',
  'uitkering-voorgesteld',
  'uitkering-goedgekeurd',
  'batch-aangemaakt',
  'batch-verzonden',
  'taak-gestart',
] as const;
export type BackOfficeAction = (typeof BACK_OFFICE_ACTIONS)[number];

export const BACK_OFFICE_ACTION_LABELS: Readonly<Record<BackOfficeAction, string>> = {
  'koers-voorgesteld': 'Koers voorgesteld',
  'koers-gepubliceerd': 'Koers goedgekeurd en gepubliceerd',
  'koers-gecorrigeerd': 'Koers gecorrigeerd (terugboeken en opnieuw boeken)',
  'uitkering-voorgesteld': 'Uitkering voorgesteld',
  'uitkering-goedgekeurd': 'Uitkering goedgekeurd',
  'batch-aangemaakt': 'Uitbetaalbatch aangemaakt',
  'batch-verzonden': 'Uitbetaalbatch aan de bank gegeven',
  'taak-gestart': 'Taak gestart (met de hand of door een goedkeuring)',
};

/** What a decision was about, as its record has it; each action uses its own fields. */
export interface BackOfficeFacts {
  fundCode: string | null;
  date: CalendarDate | null;
  /** A NAV, a batch total or an amount per unit (four decimals). */
  value: string | null;
  /** The NAV before a correction. */
  previousValue: string | null;
  /** A batch's name, a job's name, or a NAV proposal's kind. */
  name: string | null;
  count: number | null;
}

/** "VG-NL 31-12-2026: koers 143,6057", "UB-000001: 2 betalingen, € 995,01". */
export function backOfficeSubject(action: BackOfficeAction, facts: BackOfficeFacts): string {
  const on = `${facts.fundCode ?? ''} ${facts.date ? formatDutchDate(facts.date) : ''}`.trim();
  const value = facts.value ?? '0';
  switch (action) {
    case 'koers-voorgesteld':
    case 'koers-gepubliceerd':
      return `${on}: koers ${formatUnits(value)}${facts.name === 'correctie' ? ' (correctie)' : ''}`;
    case 'koers-gecorrigeerd':
      return `${on}: ${formatUnits(facts.previousValue ?? '0')} → ${formatUnits(value)}`;
    case 'uitkering-voorgesteld':
    case 'uitkering-goedgekeurd':
      return `${on}: €\u00a0${formatUnits(value)} per participatie`;
    case 'batch-aangemaakt':
    case 'batch-verzonden': {
      const count = facts.count ?? 0;
      return `${facts.name ?? ''}: ${count} ${count === 1 ? 'betaling' : 'betalingen'}, ${formatEuro(value)}`;
    }
    case 'taak-gestart':
      return `${facts.name ?? ''} voor ${facts.date ? formatDutchDate(facts.date) : ''}`;
  }
}
