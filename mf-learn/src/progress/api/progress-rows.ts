import type { Database } from '@phrasebook/data';

type RowOf<F extends keyof Database['public']['Functions']> =
  Database['public']['Functions'][F]['Returns'] extends readonly (infer Row)[] ? Row : never;

/** What each stats panel's RPC returns per row (supabase/migrations/20261203100100_study_stats.sql). */
export type StudyDayRow = RowOf<'study_days'>;
export type RetentionRow = RowOf<'retention_by_month'>;
export type ForecastRow = RowOf<'due_forecast'>;
export type CardStateRow = RowOf<'card_state_counts'>;
