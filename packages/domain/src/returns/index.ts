export type * from './types';
export { computeReturns } from './compute-returns';
export { ReturnsInputError } from './prepare-period';
export { modifiedDietz, type DatedAmount, type DietzInput } from './modified-dietz';
export { RETURN_DECIMALS } from './return-string';
