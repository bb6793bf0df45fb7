import {
  calendarDate,
  dateParts,
  type CalendarDate,
  CONTRACT_STATUS,
  type ContractStatus,
} from '@bp/domain';
import type { ContractPlan } from './contract-ledger';

export interface DemoContract {
  fundCode: string;
  contractNumber: string;
  description: string;
  status: ContractStatus;
  iban: string;
  plan: ContractPlan;
}

const DEMO_IBAN = 'NL91ABNA0417164300';

/**
 * The demo investor's contracts: one of each situation the portfolio pages show. Dates are
 * fixed, except the new American contract, which was applied for on the seed date.
 */
export function demoContracts(today: CalendarDate): DemoContract[] {
  return [
    {
      fundCode: 'VG-NL',
      contractNumber: 'NL-2019-001234',
      description: 'Aanvulling pensioen',
      status: 'actief',
      iban: DEMO_IBAN,
      plan: {
        startDate: calendarDate('2019-03-01'),
        initialDeposit: '10000.00',
        periodic: {
          day: 1,
          amounts: [
            { from: calendarDate('2019-04-01'), amount: '250.00' },
            { from: calendarDate('2022-01-01'), amount: '300.00' },
          ],
        },
        policy: 'herbeleggen',
        saleDate: null,
      },
    },
    {
      fundCode: 'VG-DE',
      contractNumber: 'DE-2017-000418',
      description: 'Vastgoed Duitsland',
      status: 'actief',
      iban: DEMO_IBAN,
      plan: {
        startDate: calendarDate('2017-06-15'),
        initialDeposit: '25000.00',
        periodic: null,
        policy: 'uitkeren',
        saleDate: null,
      },
    },
    {
      fundCode: 'VG-US',
      contractNumber: `US-${dateParts(today).year}-002071`,
      description: 'Studie kinderen',
      status: CONTRACT_STATUS.awaitingPayment,
      iban: DEMO_IBAN,
      plan: {
        startDate: today,
        initialDeposit: '5000.00',
        periodic: { day: 15, amounts: [{ from: today, amount: '100.00' }] },
        policy: 'herbeleggen',
        saleDate: null,
      },
    },
    {
      fundCode: 'VG-FIN',
      contractNumber: 'LF-2020-000077',
      description: 'Vastgoedfinanciering',
      status: 'verkocht',
      iban: DEMO_IBAN,
      plan: {
        startDate: calendarDate('2020-09-01'),
        initialDeposit: '15000.00',
        periodic: null,
        policy: 'herbeleggen',
        saleDate: calendarDate('2024-10-01'),
      },
    },
  ];
}

/** The contract in the name of the demo child ("Studie kinderen"): its number starts so. */
export const DEMO_CHILD_CONTRACT_PREFIX = 'US-';

export const DEMO_RELATED_PERSONS = [
  {
    relation: 'partner' as const,
    initialen: 'M.',
    tussenvoegsel: null,
    achternaam: 'Jansen',
    geboortedatum: '1970-09-23',
  },
  {
    relation: 'kind' as const,
    initialen: 'S.',
    tussenvoegsel: 'de',
    achternaam: 'Vries',
    geboortedatum: '2004-02-17',
  },
];
