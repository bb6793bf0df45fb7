import type { AdminInvestorDetail } from '@bp/api-schema';
import {
  euroString,
  maskIban,
  OPEN_SELL_ORDER_STATUSES,
  todayInAmsterdam,
  type ContractStatus,
  type MandateStatus,
  type PaymentStatus,
  type SellOrderStatus,
} from '@bp/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { MESSAGES } from '../../../http/messages';
import { notFound } from '../../../http/problem';
import { DISPLAY_NAME_SQL, LOGIN_LOCK, personalInfoOf } from '../../identity';
import { sqlRows } from '../../../db/sql-rows';
import { contractValueSql } from './figures';
import { statusOf, statusSql } from './search';
import { isUuid } from '../../../http/uuid';

const iso = (text: string) => new Date(text).toISOString();

/** GET /api/admin/investors/{id}: an investor's detail; an admin or an unknown id is 404. */
export async function investorDetail(
  db: Database,
  key: Buffer,
  now: Date,
  id: string,
): Promise<AdminInvestorDetail> {
  if (!isUuid(id)) throw notFound(MESSAGES.investorNotFound);
  const windowStart = new Date(now.getTime() - LOGIN_LOCK.rule.windowMs);
  const [account] = await sqlRows<{
    id: string;
    email: string;
    username: string | null;
    naam: string;
    status: string;
    created_at: string;
  }>(
    db,
    sql`select u.id::text as id, u.email, u.username, ${DISPLAY_NAME_SQL} as naam,
      ${statusSql(windowStart)} as status, to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
      from users u left join personal_info pi on pi.user_id = u.id
      where u.id = ${id}::uuid and u.role = 'investor'`,
  );
  if (!account) throw notFound(MESSAGES.investorNotFound);
  const today = todayInAmsterdam(now);
  const open = sql.join(
    OPEN_SELL_ORDER_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const [persoonsgegevens, contracts, payments, sellOrders, mandates, sessions, changes] =
    await Promise.all([
      personalInfoOf(db, key, account),
      sqlRows<{
        id: string;
        nr: string;
        oms: string;
        fonds: string;
        status: ContractStatus;
        waarde: string;
      }>(
        db,
        sql`select c.id::text as id, c.contract_number as nr, c.description as oms, f.name as fonds,
          c.status::text as status, ${contractValueSql(today)}::text as waarde
          from contracts c join funds f on f.id = c.fund_id
          left join contract_positions cp on cp.contract_id = c.id
          where c.user_id = ${id}::uuid order by c.contract_number`,
      ),
      sqlRows<{ id: string; nr: string; bedrag: string; status: PaymentStatus; at: string }>(
        db,
        sql`select p.id::text as id, c.contract_number as nr, p.amount::text as bedrag,
          p.status::text as status, to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
          from payments p join contracts c on c.id = p.contract_id
          where p.user_id = ${id}::uuid and p.status in ('open', 'pending') order by p.created_at desc`,
      ),
      sqlRows<{
        id: string;
        nr: string;
        bedrag: string | null;
        status: SellOrderStatus;
        at: string;
      }>(
        db,
        sql`select o.id::text as id, c.contract_number as nr, o.amount::text as bedrag,
          o.status::text as status, to_char(o.received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
          from sell_orders o join contracts c on c.id = o.contract_id
          where o.user_id = ${id}::uuid and o.status::text in (${open}) order by o.received_at desc`,
      ),
      sqlRows<{ nr: string; iban: string; status: MandateStatus }>(
        db,
        sql`select c.contract_number as nr, m.iban, m.status::text as status
          from mandates m join contracts c on c.id = m.contract_id
          where m.user_id = ${id}::uuid order by m.created_at desc`,
      ),
      sqlRows<{ at: string; agent: string | null }>(
        db,
        sql`select to_char(max(s.authenticated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, max(s.user_agent) as agent from sessions s
          where s.user_id = ${id}::uuid group by s.authenticated_at
          order by s.authenticated_at desc limit 10`,
      ),
      sqlRows<{ field: string; at: string }>(
        db,
        sql`select d.field, to_char(d.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at from personal_data_changes d
          where d.user_id = ${id}::uuid order by d.changed_at desc, d.id desc limit 10`,
      ),
    ]);
  return {
    id: account.id,
    naam: account.naam,
    status: statusOf(account.status),
    aangemaakt: iso(account.created_at),
    persoonsgegevens,
    contracten: contracts.map((c) => ({
      id: Number(c.id),
      contractnummer: c.nr,
      omschrijving: c.oms,
      fonds: c.fonds,
      status: c.status,
      waarde: euroString(c.waarde),
    })),
    openBetalingen: payments.map((p) => ({
      id: p.id,
      contractnummer: p.nr,
      bedrag: p.bedrag,
      status: p.status,
      aangemaakt: iso(p.at),
    })),
    openVerkoopopdrachten: sellOrders.map((o) => ({
      id: o.id,
      contractnummer: o.nr,
      bedrag: o.bedrag,
      status: o.status,
      aangemaakt: iso(o.at),
    })),
    mandaten: mandates.map((m) => ({
      contractnummer: m.nr,
      iban: maskIban(m.iban),
      status: m.status,
    })),
    sessies: sessions.map((s) => ({ ingelogd: iso(s.at), apparaat: s.agent })),
    wijzigingen: changes.map((c) => ({ veld: c.field, gewijzigd: iso(c.at) })),
  };
}
