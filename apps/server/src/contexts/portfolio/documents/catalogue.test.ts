import { calendarDate as d } from '@bp/domain';
import { describe, expect, it } from 'vitest';
import { documentsFor, findDocument, type DocumentSubject } from './catalogue';

const today = d('2026-03-02');
const active: DocumentSubject = {
  contractNumber: 'DE-2017-000418',
  startDate: d('2017-06-15'),
  endDate: null,
  status: 'actief',
};

describe('documentsFor', () => {
  it('gives a yearly statement for every ended year since the start, newest first', () => {
    const documents = documentsFor(active, today);
    expect(documents.map((document) => document.id)).toEqual([
      'jaaroverzicht-2025',
      'jaaroverzicht-2024',
      'jaaroverzicht-2023',
      'jaaroverzicht-2022',
      'jaaroverzicht-2021',
      'jaaroverzicht-2020',
      'jaaroverzicht-2019',
      'jaaroverzicht-2018',
      'jaaroverzicht-2017',
      'contractbevestiging',
    ]);
    expect(documents[0]).toEqual({
      id: 'jaaroverzicht-2025',
      titel: 'Jaaroverzicht 2025',
      soort: 'jaaroverzicht',
      jaar: 2025,
      datum: '2026-01-01',
    });
    expect(documents.at(-1)).toEqual({
      id: 'contractbevestiging',
      titel: 'Contractbevestiging DE-2017-000418',
      soort: 'contractbevestiging',
      jaar: null,
      datum: '2017-06-15',
    });
  });

  it('stops with the year a contract ended', () => {
    const sold = {
      ...active,
      startDate: d('2020-09-01'),
      endDate: d('2024-10-01'),
      status: 'verkocht' as const,
    };
    expect(documentsFor(sold, today).map((document) => document.jaar)).toEqual([
      2024,
      2023,
      2022,
      2021,
      2020,
      null,
    ]);
  });

  it('has only the confirmation for a contract awaiting payment or started this year', () => {
    const awaiting = { ...active, startDate: today, status: 'wacht-op-betaling' as const };
    expect(documentsFor(awaiting, today).map((document) => document.id)).toEqual([
      'contractbevestiging',
    ]);
    const thisYear = { ...active, startDate: d('2026-01-05') };
    expect(documentsFor(thisYear, today).map((document) => document.id)).toEqual([
      'contractbevestiging',
    ]);
    // On 1 January the year before has ended.
    expect(documentsFor(thisYear, d('2027-01-01')).map((document) => document.id)).toEqual([
      'jaaroverzicht-2026',
      'contractbevestiging',
    ]);
  });
});

describe('findDocument', () => {
  it('finds only documents the contract has', () => {
    expect(findDocument(active, today, 'jaaroverzicht-2019')?.jaar).toBe(2019);
    expect(findDocument(active, today, 'jaaroverzicht-2016')).toBeNull();
    expect(findDocument(active, today, 'jaaroverzicht-2026')).toBeNull();
    expect(findDocument(active, today, 'iets-anders')).toBeNull();
  });
});
