export { Amount, DateText, ReturnFigure } from './Figures';
export { ContractStatusBadge } from './ContractStatusBadge';
export {
  formatDate,
  formatInstant,
  formatNav,
  formatReturn,
  NOT_AVAILABLE,
  signOf,
} from './format';
export { formatClock } from './clock';
export { AwaitingPurchase } from './AwaitingPurchase';
