import { describe, expect, it } from 'vitest';
import { attachment } from '../../http/attachment';
import { bookingsCsv } from './csv';

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

  it('names the download safely, whatever the contract number holds', () => {
    expect(attachment('transacties-NL-2019-001234.csv')).toBe(
      'attachment; filename="transacties-NL-2019-001234.csv"',
    );
    expect(attachment('transacties-NL 2019/"x".csv')).toBe(
      'attachment; filename="transacties-NL_2019__x_.csv"',
    );
  });
});
