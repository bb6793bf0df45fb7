export { Amount, DateText, ReturnFigure } from './Figures';
export { CONTRACT_STATUS_LABELS, ContractStatusBadge } from './ContractStatusBadge';
export { formatDate, formatNav, formatReturn, NOT_AVAILABLE, signOf } from './format';
