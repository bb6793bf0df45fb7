import { describe, expect, it } from 'vitest';
import { attachment } from '../../../http/attachment';
import { bookingsCsv, csvField } from './csv';

describe('bookingsCsv', () => {
  it('writes a Dutch CSV: BOM, header, semicolons, decimal commas, Dutch dates, CRLF', () => {
    const csv = bookingsCsv([
      {
        id: 3,
        date: '2026-03-01',
        kind: 'aankoop',
        amount: '1294.00',
        units: '9.2330',
        nav: '140.1505',
      },
      { id: 2, date: '2026-03-01', kind: 'kosten', amount: '6.00', units: null, nav: null },
      {
        id: 9,
        date: '2024-10-01',
        kind: 'verkoop',
        amount: '17612.44',
        units: '-175.8477',
        nav: '100.1592',
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Datum;Soort;Omschrijving;Bedrag;Participaties;Koers',
      '01-03-2026;Aankoop participaties;Aankoop 9,2330 participaties tegen koers 140,1505;1294,00;9,2330;140,1505',
      '01-03-2026;Kosten;Instapkosten;6,00;;',
      '01-10-2024;Verkoop participaties;Verkoop 175,8477 participaties tegen koers 100,1592;17612,44;-175,8477;100,1592',
      '',
    ]);
  });

  it('quotes a field that holds a separator or a quote', () => {
    const csv = bookingsCsv([
      { id: 1, date: '2026-01-15', kind: 'uitkering', amount: '414.38', units: null, nav: null },
    ]);
    // "Uitkering, uitbetaald op uw rekening" has a comma but no semicolon: left as it is.
    expect(csv).toContain(';Uitkering, uitbetaald op uw rekening;414,38;;');
  });

  it('neutralises cells a spreadsheet would run as a formula, but keeps numbers numbers', () => {
    expect(csvField('=HYPERLINK("https://kwaad.example","klik")')).toBe(
      '"\'=HYPERLINK(""https://kwaad.example"",""klik"")"',
    );
    expect(csvField('+31 6 12345678')).toBe("'+31 6 12345678");
    expect(csvField("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(csvField('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvField('\t=1+1')).toBe("'\t=1+1");
    expect(csvField('\r=1+1')).toBe('"\'\r=1+1"');
    expect(csvField('=1;2')).toBe('"\'=1;2"');
    for (const number of ['-175,8477', '-6,00', '1294,00', '0', '-3']) {
      expect(csvField(number)).toBe(number);
    }
    for (const text of ['Aankoop participaties', 'a=b', '', 'Uitkering, uitbetaald']) {
      expect(csvField(text)).toBe(text);
    }
  });

  it('names the download safely, whatever the contract number holds', () => {
    expect(attachment('transacties-NL-2019-001234.csv')).toBe(
      'attachment; filename="transacties-NL-2019-001234.csv"',
    );
    expect(attachment('transacties-NL 2019/"x".csv')).toBe(
      'attachment; filename="transacties-NL_2019__x_.csv"',
    );
  });
});
