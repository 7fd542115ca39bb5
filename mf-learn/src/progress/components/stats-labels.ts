import type { DayString } from '@phrasebook/domain';

// Day strings name calendar days: formatted in UTC, where they start.
const shortDay = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthYear = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateOf = (day: DayString) => new Date(`${day}T00:00:00Z`);

/** "Dec 3", under a chart's bars. */
export const shortDayLabel = (day: DayString) => shortDay.format(dateOf(day));
/** "Thu, Dec 3, 2026", in a table's rows. */
export const longDayLabel = (day: DayString) => longDay.format(dateOf(day));
/** "Dec 2026", for a month. */
export const monthLabel = (month: DayString) => monthYear.format(dateOf(month));

/** "12 days", "1 day". */
export const daysLabel = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** "87.5 %", or a dash without a figure. */
export const percentLabel = (percent: number | null) => (percent === null ? '–' : `${percent} %`);
