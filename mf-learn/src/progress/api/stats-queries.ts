import type { QueryClient } from '@tanstack/react-query';
import { studyStreakQuery } from '@phrasebook/data/progress';
import { cardStatesQuery } from './card-states-query.ts';
import { dueForecastQuery } from './due-forecast-query.ts';
import { retentionQuery } from './retention-query.ts';
import { studyDaysQuery } from './study-days-query.ts';

/**
 * Loader part of the stats view: every panel's read, side by side (the year's grid and the
 * last 30 days share one).
 */
export async function ensureStats(queryClient: QueryClient, lang: string | null): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(studyStreakQuery(lang)),
    queryClient.ensureQueryData(studyDaysQuery(lang)),
    queryClient.ensureQueryData(retentionQuery(lang)),
    queryClient.ensureQueryData(dueForecastQuery(lang)),
    queryClient.ensureQueryData(cardStatesQuery(lang)),
  ]);
}
