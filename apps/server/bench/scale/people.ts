// Who the scale bench seeds (issue 23): investors with personal data, drawn as the large demo
// seed draws them (large-people.ts), each with four contracts on the funds with ten years of
// NAVs, started somewhere in the last ten years and fed by a monthly deposit since.
import {
  addMonths,
  CONTRACT_STATUS,
  dateFromParts,
  dateParts,
  type CalendarDate,
} from '@bp/domain';
import {
  between,
  largePeople,
  seededRandom,
  seededUuid,
  type LargePerson,
} from '../../src/seed/large-people';
import type { SeedContract } from '../../src/seed/portfolio-seed';
import { TEN_YEAR_FUNDS } from '../bench-investor';
import { CONTRACTS_PER_INVESTOR } from './options';

/** The PRNG's seed (the issue's number): the same investors on every database. */
const SEED = 23;
/** How far back a contract may start: ten years of monthly bookings at most. */
const MONTHS_BACK = 120;

export interface ScaleInvestor {
  id: string;
  person: LargePerson;
  contracts: SeedContract[];
}

/** `count` investors with their four contracts each, the same on every run. */
export function scaleInvestors(count: number, today: CalendarDate): ScaleInvestor[] {
  const random = seededRandom(SEED);
  const people = largePeople(random, count);
  const thisMonth = dateParts(today);
  const firstOfMonth = dateFromParts(thisMonth.year, thisMonth.month, 1);
  let serial = 0;
  return people.map((person) => {
    const id = seededUuid(random);
    const contracts = Array.from({ length: CONTRACTS_PER_INVESTOR }, (): SeedContract => {
      serial += 1;
      const start: CalendarDate = addMonths(firstOfMonth, -between(random, 1, MONTHS_BACK));
      const fundCode = TEN_YEAR_FUNDS[serial % TEN_YEAR_FUNDS.length] ?? 'VG-NL';
      return {
        userId: id,
        fundCode,
        contractNumber: `SC-${start.slice(0, 4)}-${String(serial).padStart(6, '0')}`,
        description: 'Vastgoedbelegging',
        status: CONTRACT_STATUS.active,
        iban: person.iban,
        accountHolder: `${person.initialen} ${person.tussenvoegsel ? `${person.tussenvoegsel} ` : ''}${person.achternaam}`,
        plan: {
          startDate: start,
          initialDeposit: `${between(random, 10, 400) * 50}.00`,
          periodic: {
            day: between(random, 1, 28),
            amounts: [{ from: start, amount: `${between(random, 5, 60) * 5}.00` }],
          },
          policy: random() < 0.5 ? 'herbeleggen' : 'uitkeren',
          saleDate: null,
        },
      };
    });
    return { id, person, contracts };
  });
}
