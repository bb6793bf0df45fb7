import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { contracts, fundPrices, funds } from '../db/schema';
import { BELEGGER, NIEUW, logIn, type TestApp } from './harness';

/** The demo contracts as seeded (ids follow the seed order, starting at 1001). */
export const DEMO = {
  dutch: 1001,
  german: 1002,
  american: 1003,
  loansFundSold: 1004,
} as const;

/** The fund of a demo contract, with its NAV of 28 February 2026 (the seed's last month end). */
export async function demoFundOf(t: Pick<TestApp, 'db'>, contractId: number) {
  const [row] = await t.db
    .select({ fundId: contracts.fundId, code: funds.code, nav: fundPrices.nav })
    .from(contracts)
    .innerJoin(funds, eq(funds.id, contracts.fundId))
    .innerJoin(
      fundPrices,
      and(eq(fundPrices.fundId, funds.id), eq(fundPrices.valuationDate, '2026-02-28')),
    )
    .where(eq(contracts.id, contractId));
  if (!row) throw new Error(`no demo contract ${contractId} with a NAV of 28 February`);
  return row;
}

export interface Sessions {
  /** The demo investor, who owns the demo contracts. */
  owner: string;
  /** Another investor (no contracts): every demo contract is someone else's to them. */
  other: string;
}

export async function sessions(t: TestApp): Promise<Sessions> {
  return {
    owner: await logIn(t.app, BELEGGER.email, BELEGGER.password),
    other: await logIn(t.app, NIEUW.email, NIEUW.password),
  };
}

export function get(t: TestApp, url: string, cookie?: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ url, headers: cookie ? { cookie } : {} });
}

/** The API's Dutch error body with one message. */
export function expectProblem(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ message, errors: { ErrorMessage: [message] } });
}

export const CONTRACT_NOT_FOUND = 'Contract niet gevonden.';

/** Path ids that cannot name a contract: answered 404, like a contract that is not yours. */
export const IMPOSSIBLE_IDS = ['abc', '0', '-4', '1.5', '99999999999'] as const;
export const NOT_LOGGED_IN = 'U bent niet ingelogd of uw sessie is verlopen. Log opnieuw in.';
