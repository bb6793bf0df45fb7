export { EmptyState, ErrorState, LoadingState } from './QueryStates';
