import {
  addDays,
  dateFromParts,
  dateParts,
  type CalendarDate,
  type ContractStatus,
  CONTRACT_STATUS,
} from '@bp/domain';

export type DocumentRef =
  | {
      id: 'contractbevestiging';
      titel: string;
      soort: 'contractbevestiging';
      jaar: null;
      datum: CalendarDate;
    }
  | { id: string; titel: string; soort: 'jaaroverzicht'; jaar: number; datum: CalendarDate };

export interface DocumentSubject {
  contractNumber: string;
  startDate: CalendarDate;
  endDate: CalendarDate | null;
  status: ContractStatus;
}

/**
 * The documents of a contract, newest first: a yearly statement for every calendar year since
 * the start that has ended (up to the year the contract ended), dated 1 January after it, and
 * the contract confirmation, dated on the start. A contract awaiting payment has only the
 * confirmation: nothing happened in it yet.
 */
export function documentsFor(subject: DocumentSubject, today: CalendarDate): DocumentRef[] {
  const documents: DocumentRef[] = [];
  if (subject.status !== CONTRACT_STATUS.awaitingPayment) {
    const lastYear = Math.min(
      dateParts(today).year - 1,
      subject.endDate ? dateParts(subject.endDate).year : Number.POSITIVE_INFINITY,
    );
    for (let year = lastYear; year >= dateParts(subject.startDate).year; year -= 1) {
      documents.push({
        id: `jaaroverzicht-${year}`,
        titel: `Jaaroverzicht ${year}`,
        soort: 'jaaroverzicht',
        jaar: year,
        datum: addDays(dateFromParts(year, 12, 31), 1),
      });
    }
  }
  documents.push({
    id: 'contractbevestiging',
    titel: `Contractbevestiging ${subject.contractNumber}`,
    soort: 'contractbevestiging',
    jaar: null,
    datum: subject.startDate,
  });
  return documents;
}

export function findDocument(
  subject: DocumentSubject,
  today: CalendarDate,
  documentId: string,
): DocumentRef | null {
  return documentsFor(subject, today).find((document) => document.id === documentId) ?? null;
}
