/**
 * The wizard's steps after the first: one chunk, loaded once the visitor starts on the first
 * step (or at once when the wizard opens on a later one), not before the first render.
 */
export { InvestmentChoiceStep } from '../steps/InvestmentChoiceStep';
export { InvestmentStep } from '../steps/InvestmentStep';
export { ResultStep } from '../steps/ResultStep';
export { SdilPayoutStep } from '../steps/SdilPayoutStep';
export { SulDepositStep } from '../steps/SulDepositStep';
