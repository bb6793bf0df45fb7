import {
  FUND_PARTIES,
  IDEAL_MAXIMUM_PAYMENT,
  SEPA_CORE_REFUND_DAYS,
  FUND_DOCUMENT_TITLES,
} from '@bp/domain';
import type { DocumentModel } from '../documents/model';
import type { FundDocumentFacts } from './facts';
import { euroText, madeOnOf, percentage, subtitleOf } from './text';

/** The participation conditions (voorwaarden) the investor accepts at "Contract aanmaken". */
export function conditionsModel(facts: FundDocumentFacts): DocumentModel {
  const { fund, realEstate } = facts;
  const minimums = realEstate
    ? `De eenmalige inleg is ten minste ${euroText(realEstate.minimumInitialDeposit)}, de maandelijkse inleg ten minste ${euroText(realEstate.minimumPeriodicDeposit)}.`
    : 'U neemt deel via een berekening voor Bedrag beleggen; de verdeling over de fondsen volgt uit die berekening.';
  const article = (number: number, heading: string, paragraphs: string[]) => ({
    heading: `Artikel ${number}. ${heading}`,
    paragraphs,
    rows: [],
  });
  return {
    title: FUND_DOCUMENT_TITLES.voorwaarden,
    subtitle: subtitleOf(facts),
    addressee: [],
    sections: [
      article(1, 'Het fonds', [
        `Het ${fund.name} is een fonds voor gemene rekening. ${FUND_PARTIES.manager} beheert het fonds; ${FUND_PARTIES.legalOwner} houdt de bezittingen voor rekening van de participanten; ${FUND_PARTIES.administrator} voert de administratie.`,
      ]),
      article(2, 'Deelnemen', [
        `U neemt deel door een aanvraag in het portaal. ${minimums} Een eenmalige inleg betaalt u met iDEAL, ten hoogste ${euroText(IDEAL_MAXIMUM_PAYMENT)} per betaling. Een maandelijkse inleg wordt met een SEPA-machtiging van uw rekening afgeschreven.`,
      ]),
      article(3, 'Uitgifte van participaties', [
        `Voor elke inleg koopt u participaties tegen de koers van het eerstvolgende maandeinde na ontvangst. Daarvoor gaan de instapkosten van ${percentage(fund.entryCosts)} van de inleg af.`,
      ]),
      article(4, 'Inkoop van participaties', [
        'U kunt participaties verkopen tegen de koers van het eerstvolgende maandeinde, zonder uitstapkosten. De beheerder kan de inkoop tijdelijk opschorten als er meer verkoopopdrachten zijn dan het fonds zonder schade voor de andere participanten kan uitvoeren.',
        `Geld dat in de laatste ${SEPA_CORE_REFUND_DAYS} dagen met een incasso is afgeschreven, kan uw bank nog terugboeken; dat deel kunt u pas daarna opnemen.`,
      ]),
      article(5, 'Kosten en uitkeringen', [
        `De lopende kosten van ${percentage(fund.ongoingCosts)} per jaar worden in de koers verwerkt. Uitkeringen van het fonds worden naar uw keuze herbelegd in participaties of uitbetaald op uw rekening.`,
      ]),
      article(6, 'Klachten en toepasselijk recht', [
        `Klachten richt u aan ${FUND_PARTIES.complaints.to}, ${FUND_PARTIES.complaints.postalAddress.join(', ')}. Daarna kunt u naar het ${FUND_PARTIES.ombudsman}. Op deze voorwaarden is Nederlands recht van toepassing.`,
      ]),
    ],
    notes: [],
    madeOn: madeOnOf(facts, 'voorwaarden'),
  };
}
