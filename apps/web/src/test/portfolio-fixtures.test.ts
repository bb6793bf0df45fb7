import {
  contractDocumentsResponseSchema,
  contractHistoryResponseSchema,
  contractSchema,
  contractSummarySchema,
  fundSchema,
  fundTableRowSchema,
  returnsResponseSchema,
  transactionSchema,
} from '@bp/api-schema';
import { euro, roundEuro } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import {
  contracts,
  dutchDocuments,
  dutchHistory,
  dutchReturnsSinceStart,
  funds,
  fundTable,
  summaries,
  transactions,
} from './portfolio-fixtures';

// The page tests mock the API with these; they must be what the real API may send.
describe('portfolio fixtures', () => {
  it('match the API contract exactly', () => {
    for (const fund of funds) expect(fundSchema.parse(fund)).toEqual(fund);
    for (const row of fundTable) expect(fundTableRowSchema.parse(row)).toEqual(row);
    for (const contract of contracts) expect(contractSchema.parse(contract)).toEqual(contract);
    for (const summary of summaries) {
      expect(contractSummarySchema.parse(summary)).toEqual(summary);
    }
    for (const transaction of transactions) {
      expect(transactionSchema.parse(transaction)).toEqual(transaction);
    }
    expect(returnsResponseSchema.parse(dutchReturnsSinceStart)).toEqual(dutchReturnsSinceStart);
    expect(contractHistoryResponseSchema.parse(dutchHistory)).toEqual(dutchHistory);
    expect(contractDocumentsResponseSchema.parse(dutchDocuments)).toEqual(dutchDocuments);
  });

  it('add up: value = units × NAV, result = value − (deposited − withdrawn − paid out)', () => {
    for (const contract of contracts) {
      if (contract.Status !== 'verkocht' && contract.LaatsteKoers !== null) {
        expect(
          roundEuro(euro(contract.Participaties).times(contract.LaatsteKoers)).toFixed(2),
        ).toBe(contract.HuidigeWaarde);
      }
      const net = euro(contract.TotaalIngelegd)
        .minus(contract.TotaalOnttrokken)
        .minus(contract.TotaalUitgekeerd);
      expect(euro(contract.HuidigeWaarde).minus(net).toFixed(2)).toBe(contract.Resultaat);
    }
  });
});
