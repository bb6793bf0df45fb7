export { PeriodPicker } from './PeriodPicker';
export {
  checkRange,
  CUSTOM_PERIOD_ID,
  lastYear,
  periodParams,
  readPeriod,
  sinceStart,
  thisYear,
  type DateRange,
  type PeriodInUrl,
  type PeriodOption,
} from './period';
