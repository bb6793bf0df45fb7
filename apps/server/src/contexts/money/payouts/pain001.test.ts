import { fileURLToPath } from 'node:url';
import { calendarDate } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { validatedAgainst, XMLLINT_MISSING } from '../../../test/xmllint';
import { buildPain001, type Pain001Item, sepaText } from './pain001';

const XSD = fileURLToPath(new URL('./schema/pain.001.001.03.xsd', import.meta.url));
const debtor = { name: 'Stichting Beleggersportaal', iban: 'NL36INGB0007654321', bic: 'INGBNL2A' };
const item = (n: number, amount: string, date: string): Pain001Item => ({
  endToEndId: `BP-UB-000007-${String(n).padStart(5, '0')}`,
  amount,
  creditorName: 'J de Vries',
  iban: 'NL91ABNA0417164300',
  remittance: `Verkoop DE-2020-00${n} 31-03-2026`,
  requestedExecutionDate: calendarDate(date),
});

describe('sepaText', () => {
  it('drops accents, puts a space for what SEPA does not carry, and cuts to length', () => {
    expect(sepaText('Zoë Öztürk & Søn', 70)).toBe('Zoe Ozturk S n');
    expect(sepaText('  J.  van   der Berg ', 70)).toBe('J. van der Berg');
    expect(sepaText('a'.repeat(80), 70)).toHaveLength(70);
  });
});

describe('buildPain001', () => {
  // 0.1 + 0.2 as floats is 0.30000000000000004: the decimal sum must still be what is written.
  const items = [
    item(1, '0.10', '2026-04-09'),
    item(2, '0.20', '2026-04-09'),
    item(3, '1234.56', '2026-04-10'),
  ];
  const batch = {
    name: 'UB-000007',
    createdAt: new Date('2026-04-03T08:00:00Z'),
    total: '1234.86',
    items,
  };

  it('writes one payment block per execution date, the debtor from the configuration', () => {
    const xml = buildPain001(batch, debtor);
    expect(xml).toContain('<MsgId>BP-UB-000007</MsgId>');
    // 10:00 in Amsterdam (summer time), whatever the server's time zone.
    expect(xml).toContain('<CreDtTm>2026-04-03T10:00:00</CreDtTm>');
    expect(xml).toContain('<NbOfTxs>3</NbOfTxs><CtrlSum>1234.86</CtrlSum>');
    expect(xml.match(/<PmtInf>/g)).toHaveLength(2);
    expect(xml).toContain('<ReqdExctnDt>2026-04-09</ReqdExctnDt>');
    expect(xml).toContain('<ReqdExctnDt>2026-04-10</ReqdExctnDt>');
    expect(xml.match(/<IBAN>NL36INGB0007654321<\/IBAN>/g)).toHaveLength(2);
    expect(xml).toContain('<EndToEndId>BP-UB-000007-00003</EndToEndId>');
    expect(xml).toContain('<Ustrd>Verkoop DE-2020-003 31-03-2026</Ustrd>');
  });

  it('validates against the pain.001.001.03 XSD (xmllint), and xmllint refuses a broken file', () => {
    const xml = buildPain001(batch, debtor);
    expect(validatedAgainst(XSD, xml)).toBe(xml);
    expect(() => validatedAgainst(XSD, xml.replace('<NbOfTxs>3</NbOfTxs>', ''))).toThrow(
      /xmllint: .*NbOfTxs/s,
    );
  });

  it('fails, never skips, without xmllint, naming the package to install', () => {
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      expect(() => validatedAgainst(XSD, '<a/>')).toThrow(XMLLINT_MISSING);
    } finally {
      process.env.PATH = path;
    }
  });

  it('refuses a batch whose total is not the sum of its items', () => {
    expect(() => buildPain001({ ...batch, total: '1234.87' }, debtor)).toThrow(
      /items 1234.86, batch 1234.87/,
    );
  });
});
