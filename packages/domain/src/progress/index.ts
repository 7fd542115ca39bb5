export {
  REVIEW_TIME_CAP_MS,
  cardTimeMs,
  pauseCardTime,
  resumeCardTime,
  startCardTime,
} from './card-time.ts';
export type { CardTime } from './card-time.ts';
export { dayCounts, daySummaryText } from './day-summary.ts';
export type { DaySummary } from './day-summary.ts';
