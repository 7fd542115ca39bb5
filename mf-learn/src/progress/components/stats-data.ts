import { addDays, type DayString } from '@phrasebook/domain';
import type { CardStateRow, ForecastRow, RetentionRow, StudyDayRow } from '../api/progress-rows.ts';

/** Days in the reviews-and-minutes chart, ending today. */
export const RECENT_DAYS = 30;

export interface DayActivity {
  day: DayString;
  reviews: number;
  cards: number;
  minutes: number;
  counted: boolean;
}

/** The last `days` days ending `today`, each with its reviews and minutes (0 on a day off). */
export function recentActivity(
  rows: readonly StudyDayRow[],
  today: DayString,
  days = RECENT_DAYS,
): DayActivity[] {
  const byDay = new Map(rows.map((row) => [row.day_session, row]));
  return Array.from({ length: days }, (_, index) => {
    const day = addDays(today, index + 1 - days);
    const row = byDay.get(day);
    return {
      day,
      reviews: row?.reviews ?? 0,
      cards: row?.cards ?? 0,
      minutes: Math.round((row?.minutes ?? 0) * 10) / 10,
      counted: row?.counted ?? false,
    };
  });
}

export const DIRECTIONS = ['recognise', 'recall'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export interface DirectionRetention {
  reviews: number;
  recalled: number;
  /** recalled / reviews in percent, one decimal; null without reviews. */
  percent: number | null;
}

export interface MonthRetention {
  month: DayString;
  recognise: DirectionRetention;
  recall: DirectionRetention;
  /** The desired retention in percent, weighted by the month's reviews. */
  desired: number;
}

const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

/** retention_by_month's rows as one entry per month, both directions side by side. */
export function retentionByMonth(rows: readonly RetentionRow[]): MonthRetention[] {
  const months = [...new Set(rows.map((row) => row.month))].sort();
  return months.map((month) => {
    const ofMonth = rows.filter((row) => row.month === month);
    const direction = (name: Direction): DirectionRetention => {
      const row = ofMonth.find((found) => found.direction === name);
      const reviews = row?.reviews ?? 0;
      const recalled = row?.recalled ?? 0;
      return { reviews, recalled, percent: percentOf(recalled, reviews) };
    };
    const reviews = ofMonth.reduce((sum, row) => sum + row.reviews, 0);
    const desired = ofMonth.reduce((sum, row) => sum + row.desired_retention * row.reviews, 0);
    return {
      month,
      recognise: direction('recognise'),
      recall: direction('recall'),
      desired: Math.round((desired / Math.max(1, reviews)) * 1000) / 10,
    };
  });
}

export const CARD_STATES = ['new', 'learning', 'young', 'mature'] as const;
export type CardState = (typeof CARD_STATES)[number];

export type DirectionStates = { direction: Direction; total: number } & Record<CardState, number>;

/** card_state_counts' rows per direction; a direction without cards is left out. */
export function statesByDirection(rows: readonly CardStateRow[]): DirectionStates[] {
  return DIRECTIONS.flatMap((direction) => {
    const ofDirection = rows.filter((row) => row.direction === direction);
    if (ofDirection.length === 0) return [];
    const count = (state: CardState) =>
      ofDirection.filter((row) => row.state === state).reduce((sum, row) => sum + row.cards, 0);
    const states = {
      new: count('new'),
      learning: count('learning'),
      young: count('young'),
      mature: count('mature'),
    };
    return [{ direction, total: CARD_STATES.reduce((sum, s) => sum + states[s], 0), ...states }];
  });
}

/** Cards due over the whole forecast. */
export function forecastTotal(rows: readonly ForecastRow[]): number {
  return rows.reduce((sum, row) => sum + row.due, 0);
}
