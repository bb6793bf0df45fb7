// The people of the large demo seed (SEED_DEMO=groot; docs/ADMIN.md): Dutch names, e-mail
// addresses, postcodes and IBANs drawn from a seeded PRNG, so every start draws the same 5.000.
import { composeIban, mulberry32, type UniformSource } from '@bp/domain';

/** The domain's seeded PRNG (mulberry32): the same seed gives the same sequence everywhere. */
export const seededRandom = (seed: number): UniformSource => mulberry32(seed);

export type Random = () => number;

export const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
};

export const between = (random: Random, low: number, high: number): number =>
  low + Math.floor(random() * (high - low + 1));

/** A version-4 UUID from the PRNG (the seed's ids are the same on every start). */
export function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Math.floor(random() * 4) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

const FIRST_NAMES = [
  'Jan',
  'Pieter',
  'Kees',
  'Henk',
  'Willem',
  'Gerrit',
  'Johan',
  'Hans',
  'Marco',
  'Sander',
  'Daan',
  'Bram',
  'Lucas',
  'Thijs',
  'Ruud',
  'Erik',
  'Frank',
  'Michiel',
  'Joost',
  'Wouter',
  'Maria',
  'Anna',
  'Johanna',
  'Cornelia',
  'Els',
  'Ingrid',
  'Monique',
  'Sandra',
  'Linda',
  'Petra',
  'Anouk',
  'Sanne',
  'Femke',
  'Lotte',
  'Eva',
  'Iris',
  'Marloes',
  'Esther',
  'Karin',
  'Wilma',
] as const;

/** [tussenvoegsel, achternaam]: the most common Dutch surnames and a long tail. */
const SURNAMES: readonly (readonly [string | null, string])[] = [
  ['de', 'Jong'],
  [null, 'Jansen'],
  ['de', 'Vries'],
  ['van den', 'Berg'],
  ['van', 'Dijk'],
  [null, 'Bakker'],
  [null, 'Janssen'],
  [null, 'Visser'],
  [null, 'Smit'],
  [null, 'Meijer'],
  ['de', 'Boer'],
  [null, 'Mulder'],
  ['de', 'Groot'],
  [null, 'Bos'],
  [null, 'Vos'],
  [null, 'Peters'],
  [null, 'Hendriks'],
  ['van', 'Leeuwen'],
  [null, 'Dekker'],
  [null, 'Brouwer'],
  ['de', 'Wit'],
  [null, 'Dijkstra'],
  [null, 'Smits'],
  ['de', 'Graaf'],
  ['van der', 'Meer'],
  ['van der', 'Linden'],
  [null, 'Kok'],
  [null, 'Jacobs'],
  ['de', 'Haan'],
  [null, 'Vermeulen'],
  ['van den', 'Heuvel'],
  ['van der', 'Veen'],
  ['van den', 'Broek'],
  ['de', 'Bruijn'],
  ['de', 'Bruin'],
  ['van der', 'Heijden'],
  [null, 'Schouten'],
  ['van', 'Beek'],
  [null, 'Willems'],
  ['van', 'Vliet'],
  ['van de', 'Ven'],
  [null, 'Hoekstra'],
  [null, 'Maas'],
  [null, 'Verhoeven'],
  [null, 'Koster'],
  ['van', 'Dam'],
  ['van der', 'Wal'],
  [null, 'Prins'],
  [null, 'Blom'],
  [null, 'Huisman'],
  [null, 'Peeters'],
  ['de', 'Jonge'],
  [null, 'Kuipers'],
  ['van', 'Veen'],
  [null, 'Post'],
  [null, 'Kuiper'],
  [null, 'Veenstra'],
  [null, 'Kramer'],
  ['van den', 'Brink'],
  [null, 'Scholten'],
  ['van', 'Wijk'],
  [null, 'Postma'],
  [null, 'Martens'],
  [null, 'Vink'],
  ['de', 'Ruiter'],
  [null, 'Timmermans'],
  [null, 'Groen'],
  [null, 'Gerritsen'],
  [null, 'Jonker'],
  ['van', 'Loon'],
  [null, 'Boersma'],
  ['van der', 'Velden'],
  [null, 'Wolters'],
  [null, 'Hermans'],
  ['ter', 'Horst'],
  ['van', 'Rijn'],
  [null, 'Zwart'],
  [null, 'Evers'],
  ['van', 'Houten'],
  [null, 'Terpstra'],
  ['op den', 'Kamp'],
  [null, 'Wijnands'],
  ['in ’t', 'Veld'],
  [null, 'Lammers'],
];

/** [straat, woonplaats, the postcode's first two digits]. */
const ADDRESSES: readonly (readonly [string, string, number])[] = [
  ['Kalverstraat', 'Amsterdam', 10],
  ['Prinsengracht', 'Amsterdam', 10],
  ['Coolsingel', 'Rotterdam', 30],
  ['Lange Voorhout', 'Den Haag', 25],
  ['Oudegracht', 'Utrecht', 35],
  ['Stratumseind', 'Eindhoven', 56],
  ['Grote Markt', 'Groningen', 97],
  ['Vrijthof', 'Maastricht', 62],
  ['Grote Houtstraat', 'Haarlem', 20],
  ['Breestraat', 'Leiden', 23],
  ['Lange Hezelstraat', 'Nijmegen', 65],
  ['Hinthamerstraat', '’s-Hertogenbosch', 52],
  ['Ginnekenweg', 'Breda', 48],
  ['Walstraat', 'Arnhem', 68],
  ['Oude Ebbingestraat', 'Groningen', 97],
  ['Langestraat', 'Amersfoort', 38],
  ['Diezerstraat', 'Zwolle', 80],
  ['Nieuwestad', 'Leeuwarden', 89],
  ['Haverstraat', 'Enschede', 75],
  ['Heuvelstraat', 'Tilburg', 50],
  ['Lange Tiendeweg', 'Gouda', 28],
  ['Westhaven', 'Gouda', 28],
  ['Markt', 'Delft', 26],
  ['Dorpsstraat', 'Bussum', 14],
];

const MAIL_DOMAINS = ['example.nl', 'example.com', 'example.org'] as const;
const BANKS = ['ABNA', 'INGB', 'RABO', 'SNSB', 'ASNB', 'TRIO', 'KNAB', 'BUNQ'] as const;
/** Letter pairs PostNL never issues (packages/domain validators/postcode.ts). */
const UNUSED_LETTER_PAIRS = new Set(['SA', 'SD', 'SS']);

export interface LargePerson {
  initialen: string;
  tussenvoegsel: string | null;
  achternaam: string;
  voornaam: string;
  email: string;
  /** "1234 AB", as the personal data keeps it. */
  postcode: string;
  huisnummer: string;
  straatnaam: string;
  woonplaats: string;
  /** Electronic form, valid check digits: "NL91ABNA0417164300". */
  iban: string;
  geboortedatum: string;
}

const letter = (random: Random) => String.fromCharCode(65 + Math.floor(random() * 26));

function initialsOf(random: Random, voornaam: string): string {
  const second = random() < 0.4 ? `${letter(random)}.` : '';
  return `${voornaam.charAt(0)}.${second}`;
}

const mailPart = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');

/**
 * `count` different people; the e-mail address, the postcode and the IBAN are unique among
 * them (a draw that repeats one is drawn again), so a search for one finds that one person.
 */
export function largePeople(random: Random, count: number): LargePerson[] {
  const postcodes = new Set<string>();
  const ibans = new Set<string>();
  const unique = (taken: Set<string>, draw: () => string) => {
    for (;;) {
      const value = draw();
      if (!taken.has(value)) {
        taken.add(value);
        return value;
      }
    }
  };
  return Array.from({ length: count }, (_, index) => {
    const voornaam = pick(random, FIRST_NAMES);
    const [tussenvoegsel, achternaam] = pick(random, SURNAMES);
    const [straatnaam, woonplaats, area] = pick(random, ADDRESSES);
    const postcode = unique(postcodes, () => {
      const letters = unique(
        new Set(UNUSED_LETTER_PAIRS),
        () => `${letter(random)}${letter(random)}`,
      );
      return `${area * 100 + between(random, 0, 99)} ${letters}`;
    });
    const iban = unique(ibans, () => {
      const account = String(between(random, 0, 9_999_999_999)).padStart(10, '0');
      return composeIban('NL', `${pick(random, BANKS)}${account}`);
    });
    const surname = mailPart(`${tussenvoegsel ?? ''}${achternaam}`);
    const serial = String(index + 1).padStart(4, '0');
    return {
      voornaam,
      initialen: initialsOf(random, voornaam),
      tussenvoegsel,
      achternaam,
      email: `${mailPart(voornaam)}.${surname}.${serial}@${pick(random, MAIL_DOMAINS)}`,
      postcode,
      huisnummer: String(between(random, 1, 240)),
      straatnaam,
      woonplaats,
      iban,
      geboortedatum: `${between(random, 1940, 2002)}-${String(between(random, 1, 12)).padStart(2, '0')}-${String(between(random, 1, 28)).padStart(2, '0')}`,
    };
  });
}
