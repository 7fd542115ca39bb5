import { Stack } from '@mantine/core';
import type { DayString } from '@phrasebook/domain';
import { ActivityPanel } from './activity-panel.tsx';
import { CardStatesPanel } from './card-states-panel.tsx';
import { ForecastPanel } from './forecast-panel.tsx';
import { RetentionPanel } from './retention-panel.tsx';
import { StreakPanel } from './streak-panel.tsx';
import { YearPanel } from './year-panel.tsx';

/** The stats of one deck, or of all decks for null (docs/product.md, "Progress"): a panel per read. */
export function StatsView({ lang, today }: { lang: string | null; today: DayString }) {
  return (
    <Stack gap="lg">
      <StreakPanel lang={lang} />
      <YearPanel lang={lang} today={today} />
      <ActivityPanel lang={lang} today={today} />
      <RetentionPanel lang={lang} />
      <ForecastPanel lang={lang} />
      <CardStatesPanel lang={lang} />
    </Stack>
  );
}
