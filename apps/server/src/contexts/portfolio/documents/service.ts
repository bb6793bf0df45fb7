import {
  calendarDate,
  dateFromParts,
  ledgerPeriodReturns,
  ledgerTotals,
  navOn,
  unitsString,
  type CalendarDate,
} from '@bp/domain';
import type { Database } from '../../../db/client';
import { contractHistory } from '../positions/ledger';
import type { OwnContract } from '../contracts/ownership';
import { investorNameOf } from '../../identity';
import type { AuthenticatedUser } from '../../identity';
import type { DocumentRef, DocumentSubject } from './catalogue';
import { confirmationModel, yearlyStatementModel, type DocumentContext } from './content';
import type { DocumentModel } from './model';

export function subjectOf({ contract }: OwnContract): DocumentSubject {
  return {
    contractNumber: contract.contractNumber,
    startDate: calendarDate(contract.startDate),
    endDate: contract.endDate ? calendarDate(contract.endDate) : null,
    status: contract.status,
  };
}

/** Everything one document shows, gathered from the same sources the pages use. */
export async function documentModel(
  db: Database,
  user: AuthenticatedUser,
  own: OwnContract,
  document: DocumentRef,
  today: CalendarDate,
): Promise<DocumentModel> {
  const context: DocumentContext = {
    contract: own.contract,
    fund: own.fund,
    investor: await investorNameOf(db, user),
    today,
  };
  if (document.soort === 'contractbevestiging') return confirmationModel(context);

  const from = dateFromParts(document.jaar, 1, 1);
  const to = dateFromParts(document.jaar, 12, 31);
  const { entries, navs } = await contractHistory(db, own.contract, to);
  return yearlyStatementModel(context, {
    year: document.jaar,
    returns: ledgerPeriodReturns({ entries, navs, from, to }),
    unitsAtYearEnd: unitsString(ledgerTotals(entries, to).units),
    navAtYearEnd: navOn(navs, to),
  });
}
