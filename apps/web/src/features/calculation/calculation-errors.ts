import { MINIMUM_TERM_PHRASE, START_DATE_MESSAGES } from '@bp/domain';
import { HttpError } from '../../lib/http';

/**
 * Spec §8: a calculation error whose errors.ErrorMessage contains "De minimale looptijd bedraagt
 * 20 jaar" goes to the caller, who shows it at the term field; any other calculation error is
 * swallowed and the result is empty.
 */
export function minimumTermMessage(error: unknown): string | null {
  if (!(error instanceof HttpError) || !error.body) return null;
  return (
    error.body.errors.ErrorMessage.find((message) => message.includes(MINIMUM_TERM_PHRASE)) ?? null
  );
}

const START_MESSAGES: readonly string[] = Object.values(START_DATE_MESSAGES);

/**
 * A refusal of the start date (a 422 in the words of `START_DATE_MESSAGES`): the investor's
 * input, not an outage, so it goes to the start field like the 20-year message goes to the term
 * field. The form checks the same rule before sending; this covers a day that turned while the
 * wizard was open, or a stored flow from an earlier day.
 */
export function startDateMessage(error: unknown): string | null {
  if (!(error instanceof HttpError) || error.status !== 422 || !error.body) return null;
  return error.body.errors.ErrorMessage.find((message) => START_MESSAGES.includes(message)) ?? null;
}

/** Thrown by a result query so the wizard can take the investor to the start field. */
export class StartDateError extends Error {
  override readonly name = 'StartDateError';
}

/** Thrown by a result query so the wizard can take the investor to the term field. */
export class MinimumTermError extends Error {
  override readonly name = 'MinimumTermError';
}

/** The flow lacks input (e.g. an old stored state): the wizard starts it again at stap1. */
export class IncompleteFlowError extends Error {
  override readonly name = 'IncompleteFlowError';
}

export const CALCULATION_FAILED_MESSAGE =
  'Het is nu niet gelukt om uw berekening te maken. Uw gegevens zijn bewaard; probeert u het over een paar minuten opnieuw.';
