import {
  CONTRACT_CHANGE_OPTION_LABELS,
  formatDutchDate,
  todayInAmsterdam,
  calendarDate,
} from '@bp/domain';
import type { Database } from '../../../db/client';
import type { ContractEvent } from '../../portfolio';
import { changesOf } from './view';

/**
 * The contract history's lines for the changes (a ContractEventSource, passed to portfolio by
 * app.ts): each on the day it was asked, with the date it takes effect.
 */
export async function contractChangeEvents(
  db: Database,
  contractId: number,
): Promise<ContractEvent[]> {
  const changes = await changesOf(db, contractId);
  return changes.reverse().map((change) => {
    const effective =
      change.effectiveFrom === null
        ? change.mandateStatus === 'prepared'
          ? ' Gaat in zodra de nieuwe machtiging is ondertekend.'
          : ' Vervallen: de nieuwe machtiging is niet ondertekend.'
        : ` Ingangsdatum: ${formatDutchDate(calendarDate(change.effectiveFrom), 'long')}.`;
    return {
      datum: todayInAmsterdam(change.createdAt),
      omschrijving: `Wijziging ${CONTRACT_CHANGE_OPTION_LABELS[change.option].toLowerCase()}: ${change.summary}${effective}`,
    };
  });
}
