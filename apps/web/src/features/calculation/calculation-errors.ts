import { MINIMUM_TERM_PHRASE } from '@bp/domain';
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
