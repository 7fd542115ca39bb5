import type { DayString } from '@phrasebook/domain';
import type { HeatmapStudyDay } from './year-heatmap-layout.ts';

// Day strings name calendar days, so they are formatted in UTC, where they start.
const longDate = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortMonth = new Intl.DateTimeFormat(undefined, { month: 'short', timeZone: 'UTC' });
const shortWeekday = new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' });

const dateOf = (day: DayString) => new Date(`${day}T00:00:00Z`);

/** "Tuesday, March 3, 2026" in the reader's locale. */
export function longDayName(day: DayString): string {
  return longDate.format(dateOf(day));
}

/** "12 reviews on Tuesday, March 3, 2026, a streak day": a heatmap cell's accessible label. */
export function studyDayLabel({ day, reviews, counted }: HeatmapStudyDay): string {
  const count = reviews === 0 ? 'No reviews' : `${reviews} ${reviews === 1 ? 'review' : 'reviews'}`;
  return `${count} on ${longDayName(day)}${counted ? ', a streak day' : ''}`;
}

/** "Mar", for the month labels above the columns. */
export function monthLabel(day: DayString): string {
  return shortMonth.format(dateOf(day));
}

/** "Mon", for the weekday labels beside the rows. */
export function weekdayLabel(day: DayString): string {
  return shortWeekday.format(dateOf(day));
}
