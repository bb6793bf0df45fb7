import type { ContractStatus } from '@bp/api-schema';
import {
  CONTRACT_STATUS_LABELS,
  PAST_PERFORMANCE_WARNING,
  calendarDate,
  euro,
  formatDutchDate,
  formatEuro,
  formatPercentage,
  formatUnits,
  type CalendarDate,
  type DistributionPolicy,
  type NavPoint,
  type PeriodReturnsResult,
  CONTRACT_STATUS,
  CONTRACT_DOCUMENT_KIND_LABELS,
  PAYMENT_PURPOSE,
  PAYMENT_PURPOSE_LABELS,
} from '@bp/domain';
import type { DocumentModel } from './model';
import type { InvestorName } from '../../identity';

/** The contract as agreed (its stored terms, not its current value). */
export interface ContractTerms {
  contractNumber: string;
  description: string;
  startDate: string;
  endDate: string | null;
  status: ContractStatus;
  initialDeposit: string;
  periodicDeposit: string | null;
  periodicDepositDay: number | null;
  iban: string | null;
  distributionPolicy: DistributionPolicy;
}

export interface DocumentContext {
  contract: ContractTerms;
  fund: { name: string; entryCosts: string; ongoingCosts: string };
  investor: InvestorName;
  today: CalendarDate;
}

function addressee(investor: InvestorName): string[] {
  const name = [investor.Initialen, investor.Tussenvoegsel, investor.Achternaam]
    .filter((part): part is string => Boolean(part))
    .join(' ');
  return name ? [name, investor.Email] : [investor.Email];
}

const longDate = (value: string) => formatDutchDate(calendarDate(value), 'long');
const madeOn = (today: CalendarDate) => `Opgemaakt op ${formatDutchDate(today, 'long')}.`;
const percentageOrDash = (value: string | null) => (value === null ? '–' : formatPercentage(value));

/** The confirmation of what was agreed in the contract. */
export function confirmationModel(context: DocumentContext): DocumentModel {
  const { contract, fund } = context;
  const rows: [string, string][] = [
    ['Contractnummer', contract.contractNumber],
    ['Omschrijving', contract.description],
    ['Fonds', fund.name],
    ['Ingangsdatum', longDate(contract.startDate)],
    ['Status', CONTRACT_STATUS_LABELS[contract.status]],
    [PAYMENT_PURPOSE_LABELS[PAYMENT_PURPOSE.firstDeposit], formatEuro(contract.initialDeposit)],
  ];
  if (contract.periodicDeposit && contract.periodicDepositDay) {
    rows.push([
      'Maandelijkse inleg',
      `${formatEuro(contract.periodicDeposit)}, op de ${contract.periodicDepositDay}e van de maand`,
    ]);
  }
  if (contract.iban) rows.push(['Uw rekeningnummer', contract.iban]);
  rows.push([
    'Uitkeringen',
    contract.distributionPolicy === 'uitkeren'
      ? 'worden uitbetaald op uw rekening'
      : 'worden herbelegd in participaties',
  ]);
  if (contract.endDate) rows.push(['Einddatum', longDate(contract.endDate)]);

  const notes = [
    'Wij kopen de participaties voor elke inleg tegen de koers van de eerstvolgende waarderingsdatum: het einde van de maand waarin wij uw inleg ontvangen. Dan gaan eerst de instapkosten af; voor de rest koopt u participaties. Tot die aankoop telt uw inleg mee in de waarde van uw contract, tegen het ingelegde bedrag.',
    'Controleer deze gegevens. Klopt er iets niet? Neem dan contact met ons op.',
  ];
  if (contract.status === CONTRACT_STATUS.awaitingPayment) {
    notes.unshift(
      `Wij beleggen uw eerste inleg van ${formatEuro(contract.initialDeposit)} zodra wij uw betaling hebben ontvangen.`,
    );
  }
  return {
    title: CONTRACT_DOCUMENT_KIND_LABELS.contractbevestiging,
    subtitle: `${fund.name}, contract ${contract.contractNumber}`,
    addressee: addressee(context.investor),
    sections: [
      { heading: 'Uw contract', rows },
      {
        heading: 'Kosten',
        rows: [
          ['Instapkosten', `${formatPercentage(fund.entryCosts)} van elke inleg`],
          [
            'Lopende kosten',
            `${formatPercentage(fund.ongoingCosts)} per jaar, verwerkt in de koers`,
          ],
        ],
      },
    ],
    notes,
    madeOn: madeOn(context.today),
  };
}

/** The line under a value that holds money received and not yet invested; none without it. */
function awaitingPurchase(cash: string): [string, string][] {
  return euro(cash).isZero() ? [] : [['waarvan in afwachting van aankoop', formatEuro(cash)]];
}

export interface YearFigures {
  year: number;
  /** The returns over 1 January – 31 December of the year (with the money awaiting purchase). */
  returns: PeriodReturnsResult;
  unitsAtYearEnd: string;
  navAtYearEnd: NavPoint | null;
}

/**
 * The yearly statement. The value on 1 January is the value at the start of that day (the
 * units held at the end of 31 December at the NAV valid then), the reference value of the
 * Dutch tax return (box 3): the statement of year Y gives 1 January Y and 1 January Y + 1.
 */
export function yearlyStatementModel(
  context: DocumentContext,
  figures: YearFigures,
): DocumentModel {
  const { contract, fund } = context;
  const { year, returns } = figures;
  const yearRows: [string, string][] = [
    ['Stortingen', formatEuro(returns.deposits)],
    ['Waarvan instapkosten', formatEuro(returns.costs)],
    ['Uitkeringen (uitbetaald)', formatEuro(returns.distributions)],
    ['Verkoopopbrengst (uitbetaald)', formatEuro(returns.withdrawals)],
    ['Resultaat', formatEuro(returns.result)],
    ['Participaties op 31 december', formatUnits(figures.unitsAtYearEnd)],
  ];
  if (figures.navAtYearEnd) {
    yearRows.push([
      'Koers op 31 december',
      `${formatUnits(figures.navAtYearEnd.nav)} (${formatDutchDate(figures.navAtYearEnd.date)})`,
    ]);
  }
  return {
    title: `Jaaroverzicht ${year}`,
    subtitle: `${fund.name}, contract ${contract.contractNumber}`,
    addressee: addressee(context.investor),
    sections: [
      {
        heading: 'Waarde voor uw belastingaangifte (box 3)',
        rows: [
          [`Waarde op 1 januari ${year}`, formatEuro(returns.startValue)],
          ...awaitingPurchase(returns.startCash),
          [`Waarde op 1 januari ${year + 1}`, formatEuro(returns.endValue)],
          ...awaitingPurchase(returns.endCash),
        ],
      },
      { heading: `Verloop in ${year}`, rows: yearRows },
      {
        heading: `Rendement in ${year}`,
        rows: [
          ['Tijdgewogen rendement', percentageOrDash(returns.timeWeightedReturn)],
          ['Geldgewogen rendement', percentageOrDash(returns.moneyWeightedReturn)],
        ],
      },
    ],
    notes: [
      `De waarde op 1 januari is de waarde aan het begin van die dag: uw participaties tegen de koers die toen gold, plus inleg die wij al hadden ontvangen maar waarvoor nog geen participaties waren gekocht. Vermeld de waarde op 1 januari ${year} bij uw bezittingen in box 3 van uw aangifte inkomstenbelasting over ${year}.`,
      'Het tijdgewogen rendement is het rendement van het fonds na kosten, los van het moment van uw stortingen; het geldgewogen rendement is het rendement op uw eigen inleg.',
      PAST_PERFORMANCE_WARNING,
    ],
    madeOn: madeOn(context.today),
  };
}
