import type { QueryClient } from '@tanstack/react-query';
import { currentQueryData } from '@phrasebook/data';
import { studyStreakQuery } from '@phrasebook/data/progress';
import { cardStatesQuery } from './card-states-query.ts';
import { dueForecastQuery } from './due-forecast-query.ts';
import { retentionQuery } from './retention-query.ts';
import { studyDaysQuery } from './study-days-query.ts';

/**
 * Loader part of the stats view: every panel's read, side by side (the year's grid and the
 * last 30 days share one), read again first when a session sent reviews since (currentQueryData).
 */
export async function ensureStats(queryClient: QueryClient, lang: string | null): Promise<void> {
  const current = { showKeptCopy: true };
  await Promise.all([
    currentQueryData(queryClient, studyStreakQuery(lang), current),
    currentQueryData(queryClient, studyDaysQuery(lang), current),
    currentQueryData(queryClient, retentionQuery(lang), current),
    currentQueryData(queryClient, dueForecastQuery(lang), current),
    currentQueryData(queryClient, cardStatesQuery(lang), current),
  ]);
}
