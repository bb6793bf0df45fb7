import { type SQL, sql } from 'drizzle-orm';

type ElementType = 'integer' | 'bigint' | 'date';

const ELEMENT: Record<ElementType, RegExp> = {
  integer: /^-?\d+$/,
  bigint: /^-?\d+$/,
  date: /^(\d{4}-\d{2}-\d{2}|-?infinity)$/,
};

/**
 * Whole numbers or calendar dates as one array parameter (`{1001,1002}::integer[]`), for
 * `unnest` and `= any(…)`: one bind parameter however many values, where drizzle's `inArray`
 * binds and types one each. The values go unquoted into the array's text, so only what the type
 * allows is accepted; anything else throws.
 */
export function sqlArray(values: readonly (number | string)[], type: ElementType): SQL {
  const texts = values.map(String);
  const refused = texts.find((text) => !ELEMENT[type].test(text));
  if (refused !== undefined) throw new Error(`Not a ${type} for an array parameter: ${refused}`);
  return sql`${`{${texts.join(',')}}`}::${sql.raw(type)}[]`;
}
