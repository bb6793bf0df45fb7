import {
  FUND_PARTIES,
  PAST_PERFORMANCE_WARNING,
  RISK_OBSERVATION_YEARS,
  SCENARIO_KINDS,
  SCENARIO_LABELS,
  SCENARIO_OBSERVATION_YEARS,
  type HorizonScenarios,
  FUND_DOCUMENT_KIND,
  FUND_DOCUMENT_TITLES,
} from '@bp/domain';
import type { DocumentModel, DocumentSection } from '../documents/model';
import type { FundDocumentFacts } from './facts';
import { euroText, longDate, madeOnOf, percentage, subtitleOf } from './text';

/** The PRIIPs section titles, in the regulation's order (Dutch official wording). */
export const KID_SECTIONS = {
  purpose: 'Doel',
  product: 'Product',
  what: 'Wat is dit voor een product?',
  risks: 'Wat zijn de risico’s en wat kan ik ervoor terugkrijgen?',
  scenarios: 'Prestatiescenario’s',
  default: `Wat gebeurt er als ${FUND_PARTIES.manager} niet kan uitbetalen?`,
  costs: 'Wat zijn de kosten?',
  costsOverTime: 'Kosten in de loop van de tijd',
  costComposition: 'Samenstelling van de kosten',
  holding: 'Hoe lang moet ik het houden en kan ik er eerder geld uit halen?',
  complaints: 'Hoe kan ik een klacht indienen?',
  other: 'Andere nuttige informatie',
} as const;

const years = (count: number) => (count === 1 ? '1 jaar' : `${count} jaar`);

function scenarioRows(horizon: HorizonScenarios): [string, string][] {
  return SCENARIO_KINDS.map((kind) => {
    const outcome = horizon.outcomes[kind];
    return [
      `${SCENARIO_LABELS[kind]}, na ${years(horizon.years)}`,
      `${euroText(outcome.value)} (${percentage(outcome.yearlyReturn)} per jaar)`,
    ];
  });
}

function riskSection(facts: FundDocumentFacts): DocumentSection {
  const { risk, profile } = facts;
  const holding = years(profile.recommendedHoldingYears);
  if (!risk) {
    return {
      heading: KID_SECTIONS.risks,
      paragraphs: [
        'De risico-indicator kan nog niet worden berekend: het fonds heeft minder dan twee jaar koersen. Houd er rekening mee dat u uw inleg geheel of gedeeltelijk kunt verliezen.',
        profile.otherRisks,
      ],
      rows: [],
    };
  }
  return {
    heading: KID_SECTIONS.risks,
    paragraphs: [
      `De risico-indicator gaat ervan uit dat u het product ${holding} houdt. Het werkelijke risico kan sterk afwijken als u eerder verkoopt, en u krijgt dan mogelijk minder terug.`,
      `De indicator geeft aan hoe groot de kans is dat u geld verliest door bewegingen op de markten. Wij hebben dit product ingedeeld in klasse ${risk.indicator} uit 7.`,
      `Berekening: de maandrendementen van het fonds (koersen met herbelegde uitkeringen) over de laatste ${RISK_OBSERVATION_YEARS} jaar (${risk.months} maanden, ${longDate(risk.observedFrom)} tot en met ${longDate(risk.observedTo)}) geven volgens de Cornish-Fisher-methode van de PRIIPs-verordening een VaR-equivalente volatiliteit van ${percentage(risk.varEquivalentVolatility.toFixed(8))} per jaar over ${holding}.`,
      profile.otherRisks,
      'Dit product biedt geen bescherming tegen toekomstige marktprestaties: u kunt uw inleg geheel of gedeeltelijk verliezen.',
    ],
    rows: [
      ['Risico-indicator', `${risk.indicator} op een schaal van 1 (laag) tot 7 (hoog)`],
      ['Aanbevolen periode van bezit', holding],
    ],
  };
}

function scenarioSection(facts: FundDocumentFacts): DocumentSection {
  const { scenarios } = facts;
  if (!scenarios) {
    return {
      heading: KID_SECTIONS.scenarios,
      paragraphs: [
        `Het fonds heeft nog geen ${years(facts.profile.recommendedHoldingYears)} koersen: er zijn nog geen prestatiescenario’s te berekenen. ${PAST_PERFORMANCE_WARNING}`,
      ],
      rows: [],
    };
  }
  return {
    heading: KID_SECTIONS.scenarios,
    paragraphs: [
      `Wat u krijgt, hangt af van hoe de markt zich ontwikkelt en hoe lang u het product houdt. De bedragen gelden voor een inleg van ${euroText(scenarios.investment)} en zijn na aftrek van alle kosten.`,
      `Berekening: elke periode van 1 jaar en van ${years(scenarios.holding.years)} die op een maandeinde begint tussen ${longDate(scenarios.observedFrom)} en ${longDate(scenarios.observedTo)} (de laatste ${SCENARIO_OBSERVATION_YEARS} jaar plus de periode van bezit, of de hele historie als die korter is) geeft één uitkomst: de inleg min de instapkosten, vermenigvuldigd met het totale rendement van het fonds in die periode. Het ongunstige, gematigde en gunstige scenario zijn de slechtste, de middelste en de beste uitkomst (${scenarios.oneYear.windows} perioden van 1 jaar, ${scenarios.holding.windows} van ${years(scenarios.holding.years)}). Het stressscenario is een daling van 2,326 keer (1 jaar) of 1,645 keer (${years(scenarios.holding.years)}) de standaarddeviatie van de maandrendementen, omgerekend naar de periode; nooit beter dan het ongunstige scenario.`,
      `Er is geen minimumrendement gegarandeerd. ${PAST_PERFORMANCE_WARNING}`,
    ],
    rows: [...scenarioRows(scenarios.oneYear), ...scenarioRows(scenarios.holding)],
  };
}

function costSections(facts: FundDocumentFacts): DocumentSection[] {
  const { costs, fund } = facts;
  const basis = facts.costsOnModerateScenario
    ? 'het gematigde scenario'
    : 'een rendement van 0% (er zijn nog geen scenario’s)';
  const ongoingYear = costs.oneYear.ongoingCosts;
  return [
    {
      heading: KID_SECTIONS.costs,
      paragraphs: [
        'De persoon die u over dit product adviseert of het aan u verkoopt, kan u andere kosten aanrekenen. Via het portaal betaalt u geen andere kosten dan hieronder.',
      ],
      rows: [],
    },
    {
      heading: KID_SECTIONS.costsOverTime,
      paragraphs: [
        `Voor een inleg van ${euroText('10000')} in ${basis}. Berekening: de inleg min de instapkosten groeit elk jaar met het rendement van het fonds vóór lopende kosten; de lopende kosten van elk jaar worden van de waarde aan het eind van dat jaar afgetrokken. Het effect per jaar is het verschil tussen het gemiddelde rendement per jaar zonder en met kosten.`,
      ],
      rows: [
        ['Totale kosten als u na 1 jaar verkoopt', euroText(costs.oneYear.totalCosts)],
        ['Effect van de kosten per jaar, na 1 jaar', percentage(costs.oneYear.yearlyImpact)],
        [
          `Totale kosten als u na ${years(costs.holding.years)} verkoopt`,
          euroText(costs.holding.totalCosts),
        ],
        [
          `Effect van de kosten per jaar, na ${years(costs.holding.years)}`,
          percentage(costs.holding.yearlyImpact),
        ],
      ],
    },
    {
      heading: KID_SECTIONS.costComposition,
      rows: [
        [
          'Instapkosten',
          `${percentage(fund.entryCosts)} van uw inleg: ${euroText(costs.oneYear.entryCosts)}`,
        ],
        ['Uitstapkosten', 'Geen: u verkoopt tegen de koers'],
        [
          'Lopende kosten (beheer en administratie)',
          `${percentage(fund.ongoingCosts)} van de waarde per jaar: ${euroText(ongoingYear)} in het eerste jaar`,
        ],
        ['Prestatievergoeding', 'Geen'],
      ],
    },
  ];
}

/** The essentiële-informatiedocument (PRIIPs KID) of a fund. */
export function kidModel(facts: FundDocumentFacts): DocumentModel {
  const { fund, profile, realEstate } = facts;
  const holding = years(profile.recommendedHoldingYears);
  const productRows: [string, string][] = [
    ['Naam', fund.name],
    ['Fondscode', fund.code],
    ['Beheerder', FUND_PARTIES.manager],
    ['Administrateur', FUND_PARTIES.administrator],
    ['Toezichthouder', FUND_PARTIES.supervisor],
    ['Valuta', fund.currency],
  ];
  if (facts.asOf) productRows.push(['Peildatum van de cijfers', longDate(facts.asOf)]);
  const intended = realEstate
    ? `Het fonds is bedoeld voor beleggers met ten minste het risicoprofiel ${realEstate.requiredRiskProfile} die hun inleg ten minste ${holding} kunnen missen en een verlies kunnen dragen.`
    : `Het fonds is bedoeld voor beleggers die hun inleg ten minste ${holding} kunnen missen en een verlies kunnen dragen.`;
  return {
    title: FUND_DOCUMENT_TITLES['essentiele-informatie'],
    subtitle: subtitleOf(facts),
    addressee: [],
    sections: [
      {
        heading: KID_SECTIONS.purpose,
        paragraphs: [
          'Dit document geeft u essentiële informatie over dit beleggingsproduct. Het is geen marketingmateriaal. De wet schrijft deze informatie voor, zodat u de aard, het risico, de kosten en de mogelijke winsten en verliezen van dit product beter begrijpt en het met andere producten kunt vergelijken.',
        ],
        rows: [],
      },
      { heading: KID_SECTIONS.product, rows: productRows },
      {
        heading: KID_SECTIONS.what,
        paragraphs: [
          `Soort: participaties in een beleggingsfonds (fonds voor gemene rekening), gestart op ${longDate(fund.inceptionDate)}.`,
          `Doelstellingen: ${profile.objective}`,
          `Retailbelegger op wie het product wordt gericht: ${intended}`,
          'Looptijd: het fonds heeft geen einddatum.',
        ],
        rows: [],
      },
      riskSection(facts),
      scenarioSection(facts),
      {
        heading: KID_SECTIONS.default,
        paragraphs: [
          `De bezittingen van het fonds staan op naam van ${FUND_PARTIES.legalOwner}, los van het vermogen van de beheerder en de administrateur. ${FUND_PARTIES.depositary} houdt als bewaarder toezicht. Gaat de beheerder failliet, dan blijven de bezittingen van het fonds voor de participanten. Verlies is wel mogelijk als de bezittingen van het fonds minder waard worden. Er is geen compensatie- of garantieregeling die dat verlies dekt.`,
        ],
        rows: [],
      },
      ...costSections(facts),
      {
        heading: KID_SECTIONS.holding,
        paragraphs: [
          `Aanbevolen periode van bezit: ${holding}. Het fonds belegt voor de lange termijn; wie eerder verkoopt, loopt meer kans op verlies.`,
          'U kunt uw participaties elke maand verkopen tegen de koers van het eerstvolgende maandeinde, zonder uitstapkosten. Bij veel verkoopopdrachten tegelijk kan de beheerder de inkoop tijdelijk opschorten.',
        ],
        rows: [],
      },
      {
        heading: KID_SECTIONS.complaints,
        paragraphs: [
          `Stuur uw klacht over het product of over ons schriftelijk naar ${FUND_PARTIES.complaints.to}, ${FUND_PARTIES.complaints.postalAddress.join(', ')}, of per e-mail naar ${FUND_PARTIES.complaints.email}. Bent u niet tevreden over de afhandeling, dan kunt u zich wenden tot het ${FUND_PARTIES.ombudsman}.`,
        ],
        rows: [],
      },
      {
        heading: KID_SECTIONS.other,
        paragraphs: [
          'De participatievoorwaarden en het informatiememorandum van het fonds staan op dezelfde plaats als dit document en zijn gratis. Zij bevatten de volledige voorwaarden en de rendementen uit het verleden.',
        ],
        rows: [],
      },
    ],
    notes: [],
    madeOn: madeOnOf(facts, FUND_DOCUMENT_KIND.keyInformation),
  };
}
