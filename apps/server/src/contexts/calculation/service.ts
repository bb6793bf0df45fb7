import {
  calculationDataSchema,
  calculationInputSchema,
  type CalculationData,
  type CalculationInput,
  type CalculationRequest,
} from '@bp/api-schema';
import {
  CALCULATION_FIELD_MESSAGES,
  firstDayOfNextMonth,
  todayInAmsterdam,
  type CalendarDate,
} from '@bp/domain';
import type { AppContext } from '../../app-context';
import { conflict, HttpProblem, invalidInput, unauthorized } from '../../http/problem';
import type { AuthenticatedUser } from '../identity';
import { offerNotFound } from './offers/service';
import type { EngineResult, EngineSettings } from './engine';
import { findOwnOffer, insertOffer, updateOwnOffer, type StoredOffer } from './offer-store';
import { CALCULATION_PATHS } from './rules';
import { sbFundAssumptions } from './sb-funds';

type CalculationContext = Pick<AppContext, 'db' | 'clock' | 'config' | 'calculations'>;

/**
 * POST /api/calculation. Anonymous: the result, nothing stored (offerID null). Logged in:
 * without offerID a new offer is stored; with one, that offer (their own, else 404) is updated.
 */
export async function calculate(
  ctx: CalculationContext,
  caller: AuthenticatedUser | null,
  request: CalculationRequest,
): Promise<CalculationData> {
  const { offerID, ...input } = request;
  if (offerID !== undefined && !caller) throw unauthorized();
  const stored =
    offerID !== undefined && caller ? await ownOfferOrNotFound(ctx, caller.id, offerID) : null;
  const now = ctx.clock.now();
  const today = todayInAmsterdam(now);
  const resolved = withStart(input, stored, today);
  const result = await compute(ctx, resolved, today);

  if (!caller) return toData(result, null, resolved);
  const content = { input: resolved, result, at: now };
  if (offerID === undefined) {
    const stored = await insertOffer(ctx.db, caller.id, content);
    if (stored === null) throw conflict(CALCULATION_FIELD_MESSAGES.tooManyStoredOffers);
    return toData(result, stored, resolved);
  }
  // Deleted (on another device, say) while we were calculating: the web app starts a new one.
  if (!(await updateOwnOffer(ctx.db, caller.id, offerID, content))) throw offerNotFound();
  return toData(result, offerID, resolved);
}

/**
 * GET /api/calculation/{offerID}: the figures as stored. An offer without readable figures
 * (stored before the result format changed) is calculated again from its input and saved.
 */
export async function storedCalculation(
  ctx: CalculationContext,
  caller: AuthenticatedUser,
  offerID: number,
): Promise<CalculationData> {
  const stored = await ownOfferOrNotFound(ctx, caller.id, offerID);
  const parsed = calculationDataSchema.safeParse({
    ...objectOrEmpty(stored.result),
    offerID: stored.id,
    request: stored.request,
  });
  if (parsed.success) return parsed.data;

  const input = storedInputOf(stored);
  if (!input) throw new HttpProblem(422, STORED_OFFER_UNREADABLE);
  const now = ctx.clock.now();
  const result = await compute(ctx, input, todayInAmsterdam(now));
  if (!(await updateOwnOffer(ctx.db, caller.id, offerID, { input, result, at: now }))) {
    throw offerNotFound();
  }
  return toData(result, offerID, input);
}

export const STORED_OFFER_UNREADABLE =
  'Deze berekening kan niet meer worden geopend. Maak een nieuwe berekening.';

async function ownOfferOrNotFound(
  ctx: CalculationContext,
  userId: string,
  offerID: number,
): Promise<StoredOffer> {
  const stored = await findOwnOffer(ctx.db, userId, offerID);
  if (!stored) throw offerNotFound();
  return stored;
}

async function compute(
  ctx: CalculationContext,
  input: CalculationInput,
  today: CalendarDate,
): Promise<EngineResult> {
  const settings: EngineSettings = {
    interestRate: ctx.config.sdilInterestRate,
    paths: CALCULATION_PATHS,
    today,
  };
  const chosenIds = (input.funds ?? []).map((fund) => fund.id);
  const funds = input.productCode === 'SDIL' ? [] : await sbFundAssumptions(ctx.db, chosenIds);
  // On a worker thread: the event loop keeps answering other requests meanwhile.
  const outcome = await ctx.calculations.run({ input, funds, settings });
  if (!outcome.ok) throw invalidInput(outcome.errors);
  return outcome.value;
}

/**
 * SB without a start: the stored offer's own start when recalculating it, else the first day
 * of next month in Europe/Amsterdam (spec §9 for anonymous visitors; the same for a new offer).
 */
function withStart(
  input: CalculationInput,
  stored: StoredOffer | null,
  today: CalendarDate,
): CalculationInput {
  if (input.productCode !== 'SB' || input.start !== null) return input;
  const previous = stored ? storedInputOf(stored) : null;
  const start = previous?.productCode === 'SB' ? previous.start : null;
  return { ...input, start: start ?? firstDayOfNextMonth(today) };
}

function storedInputOf(stored: StoredOffer): CalculationInput | null {
  const parsed = calculationInputSchema.safeParse(stored.request);
  return parsed.success ? parsed.data : null;
}

function objectOrEmpty(value: unknown): object {
  return typeof value === 'object' && value !== null ? value : {};
}

function toData(
  result: EngineResult,
  offerID: number | null,
  request: CalculationInput,
): CalculationData {
  return { ...result, offerID, request };
}
