import {
  FUND_PARTIES,
  PAST_PERFORMANCE_WARNING,
  formatPercentage,
  FUND_DOCUMENT_TITLES,
} from '@bp/domain';
import type { DocumentModel } from '../documents/model';
import type { FundDocumentFacts } from './facts';
import { euroText, longDate, madeOnOf, percentage, subtitleOf } from './text';

function distributionText(facts: FundDocumentFacts): string {
  const paid = facts.distributions;
  if (!paid || paid.count === 0 || !paid.yieldOnNav) {
    return 'Het fonds heeft in de twaalf maanden tot de peildatum niets uitgekeerd: opbrengsten blijven in het fonds.';
  }
  return `Het fonds keerde in de twaalf maanden tot de peildatum ${paid.count} keer uit, samen ${formatPercentage(paid.yieldOnNav)} van de koers op de peildatum. U kiest of uitkeringen worden herbelegd in participaties of op uw rekening worden uitbetaald.`;
}

/** The information memorandum: the fund, its parties, its dealing, its record and its costs. */
export function memorandumModel(facts: FundDocumentFacts): DocumentModel {
  const { fund, profile, realEstate, returns } = facts;
  const entryRows: [string, string][] = realEstate
    ? [
        ['Minimale eenmalige inleg', euroText(realEstate.minimumInitialDeposit)],
        ['Minimale maandelijkse inleg', euroText(realEstate.minimumPeriodicDeposit)],
        ['Vereist risicoprofiel', `ten minste ${realEstate.requiredRiskProfile}`],
      ]
    : [['Deelname', 'via een berekening voor Bedrag beleggen']];
  return {
    title: FUND_DOCUMENT_TITLES.informatiememorandum,
    subtitle: subtitleOf(facts),
    addressee: [],
    sections: [
      {
        heading: 'Het fonds',
        paragraphs: [profile.objective, distributionText(facts)],
        rows: [
          ['Naam', fund.name],
          ['Fondscode', fund.code],
          ['Rechtsvorm', 'fonds voor gemene rekening'],
          ['Startdatum', longDate(fund.inceptionDate)],
          ['Valuta', fund.currency],
          ['Aanbevolen periode van bezit', `${profile.recommendedHoldingYears} jaar`],
          [
            'Risico-indicator',
            facts.risk ? `${facts.risk.indicator} op een schaal van 1 tot 7` : 'nog niet berekend',
          ],
        ],
      },
      {
        heading: 'Betrokken partijen',
        rows: [
          ['Beheerder', FUND_PARTIES.manager],
          ['Juridisch eigenaar', FUND_PARTIES.legalOwner],
          ['Bewaarder', FUND_PARTIES.depositary],
          ['Administrateur', FUND_PARTIES.administrator],
          ['Toezichthouder', FUND_PARTIES.supervisor],
        ],
      },
      {
        heading: 'Deelnemen en verkopen',
        paragraphs: [
          'Het fonds wordt aan het eind van elke maand gewaardeerd. Een inleg wordt belegd tegen de koers van het eerstvolgende maandeinde na ontvangst, na aftrek van de instapkosten. Een verkoop wordt uitbetaald tegen de koers van het eerstvolgende maandeinde, zonder uitstapkosten. Bij veel verkoopopdrachten tegelijk kan de beheerder de inkoop tijdelijk opschorten.',
        ],
        rows: entryRows,
      },
      {
        heading: 'Kosten',
        rows: [
          ['Instapkosten', `${percentage(fund.entryCosts)} van elke inleg`],
          ['Lopende kosten', `${percentage(fund.ongoingCosts)} per jaar, verwerkt in de koers`],
          ['Uitstapkosten', 'geen'],
        ],
      },
      {
        heading: 'Rendement tot de peildatum',
        paragraphs: [
          'Totaalrendement van een participatie, uitkeringen herbelegd tegen de koers van hun datum, over de hele periode (niet per jaar).',
        ],
        rows: [
          ['Afgelopen jaar', percentage(returns.oneYear)],
          ['Afgelopen 3 jaar', percentage(returns.threeYears)],
          ['Afgelopen 5 jaar', percentage(returns.fiveYears)],
          ['Sinds de eerste koers', percentage(returns.sinceInception)],
        ],
      },
    ],
    notes: [PAST_PERFORMANCE_WARNING],
    madeOn: madeOnOf(facts, 'informatiememorandum'),
  };
}
