import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { DecryptionError } from '../../security/encryption';
import { applicantForExport } from './applicant';
import { toCsv } from './csv';
import { documentPathOf } from './documents';
import { exportZip } from './export-zip';
import { withoutLinkTokens } from './sections-identity';
import { unzip } from './test-support';

describe('the CSV of a part', () => {
  it('is UTF-8 with a BOM, ;-separated, a header row, CRLF, and quotes what needs it', () => {
    const csv = toCsv(
      ['naam', 'bedrag', 'wanneer', 'ja', 'json', 'leeg'],
      [
        {
          naam: 'Jansen; "Piet"\nde Vries',
          bedrag: '1234.56',
          wanneer: new Date('2026-03-02T09:00:00Z'),
          ja: true,
          json: { a: 1 },
          leeg: null,
        },
      ],
    );
    expect(csv).toBe(
      '\uFEFFnaam;bedrag;wanneer;ja;json;leeg\r\n' +
        '"Jansen; ""Piet""\nde Vries";1234.56;2026-03-02T09:00:00.000Z;ja;"{""a"":1}";\r\n',
    );
  });

  it('keeps a spreadsheet from reading a text as a formula, but not a negative number', () => {
    const csv = toCsv(['a', 'b', 'c'], [{ a: '=HYPERLINK("x")', b: '-4.0000', c: '@SUM(1)' }]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x"")";-4.0000;'@SUM(1)`);
  });
});

describe('an application in the export', () => {
  it('keeps the investor’s own numbers and masks those of anyone else', () => {
    const shown = applicantForExport({
      type: 'partner',
      mijn: { bsn: '111222333', identiteitsbewijsCard: 'XR1001R58' },
      partner: {
        bsn: '123456782',
        identiteitsbewijsCard: 'IH12AB345',
        abroadTax: {
          taxIdentificationNumber: 'DE12345678901',
          taxIdentificationNumberUS: '123456789',
        },
      },
    });
    expect(shown).toEqual({
      type: 'partner',
      mijn: { bsn: '111222333', identiteitsbewijsCard: 'XR1001R58' },
      partner: {
        bsn: '•••••6782',
        identiteitsbewijsCard: expect.not.stringContaining('IH12AB'),
        abroadTax: {
          taxIdentificationNumber: expect.not.stringContaining('DE1234567'),
          taxIdentificationNumberUS: expect.not.stringContaining('12345'),
        },
      },
    });
  });
});

describe('mails and documents in the export', () => {
  it('leaves out the token of a one-time link, and nothing else', () => {
    expect(
      withoutLinkTokens(
        'Klik op https://portaal.nl/wachtwoord-reset?token=abc_DEF-123 binnen een uur.',
      ),
    ).toBe('Klik op https://portaal.nl/wachtwoord-reset?token=[verwijderd] binnen een uur.');
  });

  it('names a document by its id and a safe form of its name', () => {
    expect(documentPathOf('u1', '../paspoort scan.pdf')).toBe('documenten/u1-.._paspoort_scan.pdf');
  });
});

const META = { productName: 'Beleggersportaal', createdAt: new Date('2026-03-02T09:00:00Z') };

describe('the ZIP stream', () => {
  it('breaks off, without a size, when a document fails half-way', async () => {
    const ended: number[] = [];
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('%PDF-1.4\n');
        throw new DecryptionError();
      })(),
    );
    const body = exportZip(
      [],
      [{ path: 'documenten/x.pdf', open: async () => failing }],
      META,
      (bytes) => ended.push(bytes),
    );
    await expect(buffer(body)).rejects.toThrow(DecryptionError);
    expect(ended).toEqual([]);
  });

  it('counts the bytes it sent', async () => {
    const ended: number[] = [];
    const body = exportZip(
      [],
      [{ path: 'documenten/weg.pdf', open: async () => null }],
      META,
      (bytes) => ended.push(bytes),
    );
    const zip = await buffer(body);
    expect(ended).toEqual([zip.length]);
    expect([...unzip(zip).keys()]).toEqual(['gegevens.json', 'LEESMIJ.txt', 'documenten/weg.pdf']);
  });
});
