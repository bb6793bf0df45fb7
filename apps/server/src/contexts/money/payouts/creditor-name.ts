import { sql } from 'drizzle-orm';
import { PERSONAL_NAME_SQL } from '../../identity';

/**
 * Whom a payout is made to, as known: the investor's name, else the account holder of the
 * contract's latest mandate, else the e-mail address (made SEPA-safe by the batch). Reads the
 * aliases `c` (contracts), `u` (users) and `pi` (personal_info, left joined).
 */
export const CREDITOR_NAME_SQL = sql`coalesce(${PERSONAL_NAME_SQL},
  (select m.account_holder from mandates m where m.contract_id = c.id
    order by m.created_at desc limit 1),
  u.email)`;
