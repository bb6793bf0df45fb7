export { Amount, DateText, ReturnFigure } from './Figures';
export { ContractStatusBadge } from './ContractStatusBadge';
export {
  formatDate,
  formatClock,
  formatInstant,
  formatNav,
  formatReturn,
  NOT_AVAILABLE,
  signOf,
} from './format';
export { AwaitingPurchase } from './AwaitingPurchase';
