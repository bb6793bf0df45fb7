import type { ExportPart } from './snapshot';

export const LEGAL_BASIS =
  'U heeft recht op inzage in de persoonsgegevens die wij van u verwerken (AVG artikel 15) en op een kopie in een gestructureerde, gangbare en machineleesbare vorm (AVG artikel 20, gegevensoverdraagbaarheid).';

/** Who made the export and when: the brand's product name and the moment of the snapshot. */
export interface ExportMeta {
  productName: string;
  createdAt: Date;
}

const about = (productName: string) =>
  `Dit ZIP-bestand bevat alles wat ${productName} over u bewaart, op het moment van downloaden in één keer gelezen. gegevens.json bevat alles in één bestand; per onderdeel is er ook een CSV-bestand (puntkomma als scheidingsteken, UTF-8, te openen in Excel). Bedragen staan als decimaal getal met een punt (1234.56), tijdstippen in UTC (ISO 8601). Uw eigen BSN staat er voluit in; dat van anderen (partner, kinderen) gemaskeerd. Wachtwoorden, sessiesleutels en de sleutels in e-maillinks staan er niet in.`;

/** The `toelichting` of gegevens.json: what each part is, and why you get it. */
export function explanationOf(
  parts: readonly ExportPart[],
  { productName, createdAt }: ExportMeta,
) {
  return {
    titel: 'Mijn gegevens',
    aangemaakt: createdAt.toISOString(),
    wettelijkeGrondslag: LEGAL_BASIS,
    uitleg: about(productName),
    onderdelen: parts.map(({ section, rows }) => ({
      naam: section.name,
      titel: section.title,
      omschrijving: section.description,
      bestand: `${section.name}.csv`,
      aantal: rows.length,
    })),
  };
}

/** LEESMIJ.txt: the same, as plain text for who opens the ZIP first. */
export function readmeOf(
  parts: readonly ExportPart[],
  { productName, createdAt }: ExportMeta,
): string {
  const lines = [
    `Mijn gegevens — aangemaakt ${createdAt.toISOString()}`,
    '',
    LEGAL_BASIS,
    '',
    about(productName),
    '',
    'Onderdelen:',
    ...parts.map(
      ({ section, rows }) =>
        `- ${section.name}.csv (${rows.length}): ${section.title}. ${section.description}`,
    ),
    '',
  ];
  return lines.join('\r\n');
}
