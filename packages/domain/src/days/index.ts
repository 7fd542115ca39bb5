export {
  DAY_ROLLOVER_HOUR,
  addDays,
  daySession,
  daysBetween,
  isDayString,
  isoWeekday,
  weekStartMonday,
} from './day-session.ts';
export type { DayString } from './day-session.ts';
