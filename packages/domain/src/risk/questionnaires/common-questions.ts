import { option, type QuestionDraft } from './draft';

/**
 * Questions every questionnaire asks, by MiFID II suitability block. Product-specific
 * knowledge and willingness questions are added per questionnaire.
 */

export const EXPERIENCE_QUESTIONS: QuestionDraft[] = [
  {
    question: 'Hoeveel jaar ervaring heeft u met beleggen?',
    answers: [
      option('Geen ervaring', 'knowledge', 0),
      option('Minder dan 2 jaar', 'knowledge', 1),
      option('2 tot 5 jaar', 'knowledge', 2),
      option('Meer dan 5 jaar', 'knowledge', 3),
    ],
  },
  {
    question:
      'Waarin heeft u de afgelopen vijf jaar belegd? Kies het antwoord dat het best bij u past.',
    answers: [
      option('Ik heb alleen gespaard', 'knowledge', 0),
      option('In beleggingsfondsen die dagelijks verhandelbaar zijn', 'knowledge', 1),
      option('In losse aandelen of obligaties', 'knowledge', 2),
      option(
        'Ook in niet-beursgenoteerde fondsen, zoals vastgoed- of leningenfondsen',
        'knowledge',
        3,
      ),
    ],
  },
];

export const FINANCIAL_QUESTIONS: QuestionDraft[] = [
  {
    question:
      'Welk deel van uw vrij belegbare vermogen (spaargeld en beleggingen, zonder uw eigen woning) gaat u met deze belegging beleggen?',
    answers: [
      option('Meer dan 75%', 'financial', 0),
      option('50% tot 75%', 'financial', 1),
      option('25% tot 50%', 'financial', 2),
      option('Minder dan 25%', 'financial', 3),
    ],
  },
  {
    question: 'Heeft u naast deze belegging een financiële buffer voor onverwachte uitgaven?',
    answers: [
      option('Nee', 'financial', 0),
      option('Ja, voor minder dan drie maanden aan vaste lasten', 'financial', 1),
      option('Ja, voor drie tot zes maanden aan vaste lasten', 'financial', 2),
      option('Ja, voor meer dan zes maanden aan vaste lasten', 'financial', 3),
    ],
  },
  {
    question: 'Hoe verwacht u dat uw inkomen zich de komende vijf jaar ontwikkelt?',
    answers: [
      option('Het daalt sterk, bijvoorbeeld door pensioen of minder werken', 'financial', 0),
      option('Het daalt iets', 'financial', 1),
      option('Het blijft ongeveer gelijk', 'financial', 2),
      option('Het stijgt', 'financial', 3),
    ],
  },
  {
    question:
      'Stel dat u een deel van dit bedrag verliest. Welk verlies kunt u dragen zonder dat uw manier van leven verandert?',
    answers: [
      option('Geen enkel verlies', 'financial', 0, 'geen-verliescapaciteit'),
      option('Een verlies tot 10%', 'financial', 1),
      option('Een verlies tot 25%', 'financial', 2),
      option('Een verlies van meer dan 25%', 'financial', 3),
    ],
  },
];

export const OBJECTIVE_QUESTIONS: QuestionDraft[] = [
  {
    question: 'Hoe lang kunt u het belegde geld missen?',
    answers: [
      option('Korter dan 5 jaar', 'objectives', 0, 'korte-horizon'),
      option('5 tot 10 jaar', 'objectives', 1),
      option('10 tot 15 jaar', 'objectives', 2),
      option('Langer dan 15 jaar', 'objectives', 3),
    ],
  },
  {
    // The goal says how much risk the investor wants to take, so it counts as willingness.
    question: 'Wat is het belangrijkste doel van deze belegging?',
    answers: [
      option('Mijn vermogen behouden; het rendement is minder belangrijk', 'willingness', 0),
      option('Een aanvulling op mijn inkomen, nu of later', 'willingness', 1),
      option('Mijn vermogen op de lange termijn laten groeien', 'willingness', 2),
      option('Een zo hoog mogelijk rendement, ook als dat veel risico vraagt', 'willingness', 3),
    ],
  },
];

export const WILLINGNESS_QUESTIONS: QuestionDraft[] = [
  {
    question: 'Stel dat uw belegging in één jaar 20% in waarde daalt. Wat doet u?',
    answers: [
      option('Ik verkoop alles, zodat ik niet nog meer verlies', 'willingness', 0),
      option('Ik verkoop een deel', 'willingness', 1),
      option('Ik doe niets en wacht af', 'willingness', 2),
      option('Ik beleg extra, omdat de koersen laag zijn', 'willingness', 3),
    ],
  },
  {
    question: 'Welke uitspraak past het best bij u?',
    answers: [
      option('Ik wil geen risico lopen, ook als mijn rendement daardoor laag is', 'willingness', 0),
      option('Ik accepteer een beperkt risico voor een iets hoger rendement', 'willingness', 1),
      option(
        'Ik accepteer flinke schommelingen voor een hoger verwacht rendement',
        'willingness',
        2,
      ),
      option(
        'Ik accepteer grote schommelingen en het risico dat ik een groot deel van mijn inleg verlies, voor het hoogste verwachte rendement',
        'willingness',
        3,
      ),
    ],
  },
  {
    question:
      'U belegt € 10.000 voor vijf jaar. Welke reeks mogelijke uitkomsten (slecht, verwacht en goed scenario) kiest u?',
    answers: [
      option('€ 9.500, € 11.000 of € 12.500', 'willingness', 0),
      option('€ 8.500, € 12.000 of € 15.000', 'willingness', 1),
      option('€ 7.500, € 13.000 of € 18.000', 'willingness', 2),
      option('€ 6.000, € 14.000 of € 22.000', 'willingness', 3),
    ],
  },
];

export const SUSTAINABILITY_QUESTIONS: QuestionDraft[] = [
  {
    // Sustainability preferences are matched against the product; they never change the profile.
    question: 'Wilt u dat duurzaamheid meeweegt bij deze belegging?',
    answers: [
      option('Nee, ik heb geen duurzaamheidsvoorkeur', 'sustainability', 0),
      option(
        'Ja, de belangrijkste nadelige effecten op milieu en maatschappij moeten worden beperkt',
        'sustainability',
        1,
      ),
      option(
        'Ja, een deel van mijn belegging moet duurzaam zijn volgens de Europese regels (SFDR of EU-taxonomie)',
        'sustainability',
        2,
      ),
    ],
  },
];

export const REAL_ESTATE_KNOWLEDGE_QUESTIONS: QuestionDraft[] = [
  {
    question: 'Wat is juist over participaties in een niet-beursgenoteerd vastgoedfonds?',
    answers: [
      option('Ik kan ze op elk moment tegen de actuele waarde verkopen.', 'knowledge', 0),
      option('Mijn inleg is gegarandeerd, omdat er vastgoed tegenover staat.', 'knowledge', 0),
      option(
        'De waarde kan dalen, en verkopen kan alleen beperkt en soms pas na een wachttijd.',
        'knowledge',
        3,
      ),
      option('Dat weet ik niet.', 'knowledge', 0),
    ],
  },
  {
    question: 'Wat gebeurt er doorgaans met de waarde van vastgoed als de rente flink stijgt?',
    answers: [
      option('De waarde komt onder druk te staan en kan dalen.', 'knowledge', 2),
      option('De waarde stijgt altijd mee met de rente.', 'knowledge', 0),
      option('De rente heeft geen invloed op de waarde van vastgoed.', 'knowledge', 0),
      option('Dat weet ik niet.', 'knowledge', 0),
    ],
  },
];

export const COMMON_STATEMENTS = {
  firstStatement:
    'Ik verklaar dat ik de vragen naar waarheid en volledig heb beantwoord, en dat ik wijzigingen in mijn financiële situatie of doelen aan de stichting doorgeef.',
  secondStatement:
    'Ik begrijp dat de waarde van mijn belegging kan schommelen, dat ik (een deel van) mijn inleg kan verliezen en dat in het verleden behaalde resultaten geen garantie bieden voor de toekomst.',
  questionEleven:
    'Ik heb het essentiële-informatiedocument en het prospectus van het fonds ontvangen en gelezen.',
} as const;
