import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sqlArray } from './sql-arrays';

const dialect = new PgDialect();

describe('sqlArray', () => {
  it('binds the values as one array text with its type', () => {
    expect(dialect.sqlToQuery(sqlArray([1001, 1002, 7], 'integer'))).toMatchObject({
      sql: '$1::integer[]',
      params: ['{1001,1002,7}'],
    });
    expect(dialect.sqlToQuery(sqlArray(['2026-11-01', '-infinity'], 'date')).params).toEqual([
      '{2026-11-01,-infinity}',
    ]);
    expect(dialect.sqlToQuery(sqlArray([], 'bigint')).params).toEqual(['{}']);
  });

  it('refuses what would change the array: fractions, text, quotes and commas', () => {
    expect(() => sqlArray([1.5], 'integer')).toThrow(/Not a integer/);
    expect(() => sqlArray(['1,2'], 'bigint')).toThrow();
    expect(() => sqlArray(['2026-11-01","x'], 'date')).toThrow();
    expect(() => sqlArray(['NULL'], 'date')).toThrow();
  });
});
