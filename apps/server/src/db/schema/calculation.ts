// The calculation context's table (contexts/calculation): the offers an investor saved.
import { PRODUCT_CODES } from '@bp/domain';
import { index, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';
import { users } from './identity';

export const offerProductCode = pgEnum('offer_product_code', PRODUCT_CODES);

/** Saved calculations (offers) of an investor; filled by the calculation module. */
export const offers = pgTable(
  'offers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productCode: offerProductCode('product_code').notNull(),
    description: text('description').notNull().default(''),
    request: jsonb('request').notNull(),
    result: jsonb('result'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('offers_user_id_idx').on(table.userId)],
);
