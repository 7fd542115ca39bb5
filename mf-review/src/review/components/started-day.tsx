import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { reviewDayComplete, reviewDayStats, type DayString } from '@phrasebook/domain';
import type { DayReviewRow } from '../api/review-day-query.ts';
import { useReviewProgress } from '../state/review-progress.ts';
import { useDayReviews } from './use-day-reviews.ts';
import { ProgressBar } from './progress-bar.tsx';
// A finished day's screen and its undo load only when the day is finished: the setup's first
// load is usually a day still to do (docs/performance.md).
const DayComplete = lazy(() =>
  import('./day-complete.tsx').then((module) => ({ default: module.DayComplete })),
);
const DayUndo = lazy(() =>
  import('./day-undo.tsx').then((module) => ({ default: module.DayUndo })),
);

interface StartedDayProps {
  uid: string;
  lang: string;
  dayString: DayString;
  manifest: readonly string[];
  reviews: readonly DayReviewRow[];
}

/** Setup once the day has its manifest: 'Continue' with the progress so far, or complete. */
export function StartedDay({ uid, lang, dayString, manifest, reviews }: StartedDayProps) {
  const { day, pending } = useDayReviews(uid, lang, dayString, manifest, reviews);
  const [progress] = useReviewProgress(lang, dayString);
  if (reviewDayComplete(day, progress))
    return (
      <Suspense fallback={null}>
        <Stack gap="sm">
          <DayComplete
            uid={uid}
            dayString={dayString}
            lang={lang}
            day={day}
            reviews={reviews}
            pending={pending}
          />
          <DayUndo
            uid={uid}
            lang={lang}
            dayString={dayString}
            manifest={manifest}
            reviews={reviews}
            pending={pending}
          />
        </Stack>
      </Suspense>
    );

  const stats = reviewDayStats(day);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          Continue today&apos;s review
        </Title>
        <Text>
          {stats.reviewed} of {stats.count} cards reviewed
          {stats.again > 0 ? `, ${stats.again} to go over again` : ''}.
        </Text>
        <ProgressBar
          value={stats.count ? (100 * stats.reviewed) / stats.count : 0}
          size="lg"
          aria-label="Cards reviewed today"
        />
        <Button
          component={Link}
          to={`/learn/${lang}/review/go`}
          size="lg"
          leftSection={<IconPlayerPlay size={20} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          Continue
        </Button>
      </Stack>
    </Paper>
  );
}
