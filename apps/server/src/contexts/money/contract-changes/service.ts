import type {
  ContractChangeRequest,
  ContractChangesResponse,
  CreatedContractChange,
} from '@bp/api-schema';
import {
  CONTRACT_CHANGE_MESSAGES,
  CONTRACT_STATUS,
  addDays,
  changeEffectiveFrom,
  depositInForce,
  isAfter,
  lastChangeDateFor,
  latestDeposit,
  nextCollection,
  todayInAmsterdam,
  upcomingCollections,
} from '@bp/domain';
import { and, eq } from 'drizzle-orm';
import { contracts, mandates } from '../../../db/schema';
import { conflict, fieldProblems } from '../../../http/problem';
import type { OwnContract } from '../../portfolio';
import type { MandateProvider } from '../mandates/providers/mandate-provider';
import { changeAccount, type AccountDeps } from './account-change';
import { arrangementOf, depositVersionsOf } from './deposit-versions';
import { changeMonthlyDeposit, minimumMonthlyDeposit } from './monthly-deposit';
import { recordChange } from './record';
import { changeView, changesOf } from './view';

/** Changes are for active contracts: a sold or ended one is closed, an unpaid one not started. */
function refuseUnlessChangeable(own: OwnContract): void {
  const { status, endDate } = own.contract;
  if (status === CONTRACT_STATUS.sold || endDate !== null) {
    throw conflict(CONTRACT_CHANGE_MESSAGES.contractClosed);
  }
  if (status === CONTRACT_STATUS.awaitingPayment) {
    throw conflict(CONTRACT_CHANGE_MESSAGES.awaitingPayment);
  }
}

/** POST /api/contracts/{id}/changes: one change, recorded with its mail, atomically. */
export async function makeContractChange(
  ctx: AccountDeps,
  provider: MandateProvider,
  own: OwnContract,
  userId: string,
  input: ContractChangeRequest,
): Promise<CreatedContractChange> {
  refuseUnlessChangeable(own);
  const today = todayInAmsterdam(ctx.clock.now());
  let signUrl: string | null = null;
  let change;
  switch (input.option) {
    case 'maandinleg':
      change = await ctx.db.transaction((tx) =>
        changeMonthlyDeposit(ctx, tx, own, userId, input, today),
      );
      break;
    case 'omschrijving': {
      const description = input.omschrijving.trim();
      if (description === own.contract.description.trim()) {
        throw fieldProblems('omschrijving', [CONTRACT_CHANGE_MESSAGES.sameDescription]);
      }
      change = await ctx.db.transaction(async (tx) => {
        await tx.update(contracts).set({ description }).where(eq(contracts.id, own.contract.id));
        return recordChange(ctx, tx, {
          contractId: own.contract.id,
          contractNumber: own.contract.contractNumber,
          userId,
          option: 'omschrijving',
          summary: `nieuwe omschrijving "${description}".`,
          effectiveFrom: today,
          effectiveText: 'De nieuwe omschrijving geldt direct.',
        });
      });
      break;
    }
    case 'tegenrekening': {
      const made = await changeAccount(ctx, provider, own, userId, input, today);
      change = made.change;
      signUrl = made.signUrl;
      break;
    }
  }
  ctx.mailOutbox.wake();
  const mandateStatus = signUrl === null ? null : 'prepared';
  return { ...changeView({ ...change, mandateStatus }, today), ondertekenUrl: signUrl };
}

/** GET /api/contracts/{id}/changes: the changes, newest first, and the deposit as it stands. */
export async function contractChanges(
  ctx: Pick<AccountDeps, 'db' | 'clock'>,
  own: OwnContract,
): Promise<ContractChangesResponse> {
  const { contract, fund } = own;
  const today = todayInAmsterdam(ctx.clock.now());
  const [changes, versions, signed] = await Promise.all([
    changesOf(ctx.db, contract.id),
    depositVersionsOf(ctx.db, contract.id),
    ctx.db
      .select({ id: mandates.id })
      .from(mandates)
      .where(and(eq(mandates.contractId, contract.id), eq(mandates.status, 'signed')))
      .limit(1),
  ]);
  const base = arrangementOf(contract);
  const latest = latestDeposit(versions, base);
  const now = depositInForce(versions, base, today);
  const pending = versions
    .map((version) => version.effectiveFrom)
    .filter((from) => isAfter(from, today))
    .sort();
  // The job collects early on the collection day: what is still to come starts tomorrow.
  const next = nextCollection(versions, base, addDays(today, 1));
  return {
    data: changes.map((change) => changeView(change, today)),
    maandinleg: {
      bedrag: latest.amount,
      dag: latest.day,
      gepauzeerdTot: latest.pausedUntil,
      bedragNu: now.amount,
      dagNu: now.day,
      gaatInOp: pending.at(-1) ?? null,
      volgendeIncasso: next ? { datum: next.date, bedrag: next.amount } : null,
      komendeIncassos: upcomingCollections(versions, base, addDays(today, 1)).map((collection) => ({
        datum: collection.date,
        bedrag: collection.amount ?? '0.00',
        gepauzeerd: collection.paused,
      })),
      uitersteWijzigingsdatum: next ? lastChangeDateFor(next.date) : null,
      ingangsdatumWijziging: changeEffectiveFrom(versions, base, today, latest.day),
      minimum: minimumMonthlyDeposit(fund),
      machtigingGetekend: signed.length > 0,
    },
  };
}
