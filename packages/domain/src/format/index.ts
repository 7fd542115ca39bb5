export { aboutTenths, toFixedDecimal, toTenthsOrUnder } from './fixed-decimal.ts';
export { formatRelativeTime } from './relative-time.ts';
export { formatIntervalDays, spokenIntervalDays } from './interval.ts';
export { compareInstants, latestInstant } from './instants.ts';
export {
  MS_PER_DAY,
  MS_PER_HOUR,
  MS_PER_MINUTE,
  formatShortDate,
  isWithinLastDays,
  latestDate,
  toDate,
} from './dates.ts';
export type { DateLike } from './dates.ts';
