import {
  addDays,
  daysBetween,
  isoWeekday,
  weekStartMonday,
  type DayString,
} from '@phrasebook/domain';

/** One study day as the heatmap draws it: a day with reviews (days without are left out). */
export interface HeatmapStudyDay {
  day: DayString;
  reviews: number;
  /** The day counts toward a streak (docs/product.md, "Streaks"). */
  counted: boolean;
}

/** How many days the heatmap shows, ending today. */
export const HEATMAP_DAYS = 365;

/** Shade steps of a day with reviews, 1 (fewest) to 4 (most); 0 is a day without. */
export type HeatmapLevel = 0 | 1 | 2 | 3 | 4;

export interface HeatmapCell extends HeatmapStudyDay {
  level: HeatmapLevel;
}

export interface HeatmapWeek {
  /** The week's Monday. */
  monday: DayString;
  /** Monday to Sunday; null before the first day shown or after today. */
  days: (HeatmapCell | null)[];
}

export interface HeatmapMonthLabel {
  /** The first day of the month the label names. */
  month: DayString;
  /** Week columns the label spans. */
  weeks: number;
  /**
   * Whether the name is drawn: not over a first column too narrow for it, where it would run
   * into the next month's.
   */
  named: boolean;
}

export interface HeatmapLayout {
  first: DayString;
  last: DayString;
  weeks: HeatmapWeek[];
  months: HeatmapMonthLabel[];
  /** The most reviews on one day, the top of the shade scale (0 for an empty year). */
  most: number;
}

/** Four even steps up to the busiest day, so one long session does not wash out the rest. */
function levelOf(reviews: number, most: number): HeatmapLevel {
  if (reviews <= 0 || most <= 0) return 0;
  return Math.max(1, Math.min(4, Math.ceil((reviews / most) * 4))) as HeatmapLevel;
}

/**
 * The 365 days ending `today` as week columns, Monday first, with the month each column starts
 * (a column names a month when it holds that month's first day).
 */
export function heatmapLayout(days: readonly HeatmapStudyDay[], today: DayString): HeatmapLayout {
  const first = addDays(today, 1 - HEATMAP_DAYS);
  const byDay = new Map(days.map((day) => [day.day, day]));
  const most = Math.max(
    0,
    ...days.filter((d) => d.day >= first && d.day <= today).map((d) => d.reviews),
  );
  const weeks: HeatmapWeek[] = [];
  for (let monday = weekStartMonday(first); monday <= today; monday = addDays(monday, 7)) {
    weeks.push({
      monday,
      days: Array.from({ length: 7 }, (_, index) => {
        const day = addDays(monday, index);
        if (day < first || day > today) return null;
        const found = byDay.get(day);
        const reviews = found?.reviews ?? 0;
        return { day, reviews, counted: found?.counted ?? false, level: levelOf(reviews, most) };
      }),
    });
  }
  const months: HeatmapMonthLabel[] = [];
  weeks.forEach((week, index) => {
    const firstOfMonth = week.days.find((cell) => cell?.day.endsWith('-01'))?.day;
    const opening = firstOfMonth ?? (index === 0 ? `${first.slice(0, 7)}-01` : undefined);
    if (opening) months.push({ month: opening, weeks: 1, named: true });
    else if (months.length > 0) months[months.length - 1]!.weeks += 1;
  });
  if (months.length > 1 && months[0]!.weeks < 2) months[0]!.named = false;
  return { first, last: today, weeks, months, most };
}

/** The keys that move between days: up and down by a day, left and right by a week. */
export function movedDay(
  day: DayString,
  key: string,
  { first, last, ctrlKey = false }: { first: DayString; last: DayString; ctrlKey?: boolean },
): DayString | null {
  const weekday = isoWeekday(day);
  let next: DayString;
  switch (key) {
    case 'ArrowUp':
      next = addDays(day, -1);
      break;
    case 'ArrowDown':
      next = addDays(day, 1);
      break;
    case 'ArrowLeft':
      next = addDays(day, -7);
      break;
    case 'ArrowRight':
      next = addDays(day, 7);
      break;
    case 'Home': {
      // The first day shown, or the first of this weekday's row.
      if (ctrlKey) return first;
      const offset = (weekday - isoWeekday(first) + 7) % 7;
      next = addDays(first, offset);
      break;
    }
    case 'End': {
      if (ctrlKey) return last;
      const offset = (isoWeekday(last) - weekday + 7) % 7;
      next = addDays(last, -offset);
      break;
    }
    default:
      return null;
  }
  return daysBetween(first, next) >= 0 && daysBetween(next, last) >= 0 ? next : day;
}
