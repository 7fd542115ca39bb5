import { lazy, Suspense } from 'react';
import { IconArrowLeft, IconCloudUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  cardsMarkedAgain,
  reviewDayStats,
  type DayReview,
  type DayString,
  type QueuedReviewWrite,
  type ReviewDay,
} from '@phrasebook/domain';
import { reviewOutbox } from '../state/review-outbox.ts';
import { MoreForToday } from './more-for-today.tsx';
import { StatTile, StatTiles } from './stat-tile.tsx';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
// Share, its dialog and the streak's read come with the finished screen, not the setup's first
// load (docs/performance.md).
const ShareDay = lazy(() =>
  import('./share/share-day.tsx').then((module) => ({ default: module.ShareDay })),
);

interface DayCompleteProps {
  uid: string;
  lang: string;
  dayString: DayString;
  day: ReviewDay;
  /** The day's reviews on the server, every score of each card. */
  reviews: readonly DayReview[];
  /** The day's reviews still in the outbox: the day is complete once they are sent. */
  pending: readonly QueuedReviewWrite[];
}

/**
 * The end of the day's review: today's counts, the way back to the deck and Share. Until the
 * outbox has drained it says how many reviews are still waiting to be sent.
 */
export function DayComplete({ uid, lang, dayString, day, reviews, pending }: DayCompleteProps) {
  const stats = reviewDayStats(day);
  const left = stats.again;
  const waiting = pending.length;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Title order={2} size="h3">
          {waiting > 0 ? 'Saving your reviews…' : "Today's review is complete"}
        </Title>
        {waiting > 0 ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<Loader size="sm" color="yellow" aria-hidden />}
            title={`${waiting} ${waiting === 1 ? 'review is' : 'reviews are'} still waiting to be sent`}
          >
            <Stack gap="sm">
              <Text size="sm">
                They are kept on this device and sent as soon as the server can be reached.
              </Text>
              <Group>
                <Button
                  variant="light"
                  color="yellow"
                  leftSection={<IconCloudUpload size={18} aria-hidden />}
                  onClick={() => reviewOutbox.retryNow(uid)}
                >
                  Send now
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : (
          <Stack gap="sm">
            <Text>Well done! Come back tomorrow for the next set.</Text>
            <MoreForToday lang={lang} dayString={dayString} manifest={day.manifest} />
          </Stack>
        )}
        <StatTiles>
          <StatTile label="Cards" value={stats.count} />
          <StatTile label="Reviewed" value={stats.reviewed} />
          {/* The cards the day found forgotten, though the again pass relearned them. */}
          <StatTile label="Again" value={cardsMarkedAgain(reviews, pending)} />
        </StatTiles>
        {left > 0 ? (
          <Text size="sm" c="dimmed">
            {left} {left === 1 ? 'card was' : 'cards were'} left at Again:{' '}
            {left === 1 ? 'it comes' : 'they come'} back in your next review.
          </Text>
        ) : null}
        <Group gap="sm">
          <Button
            component={Link}
            to={`/learn/${lang}`}
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            Back to deck
          </Button>
          {stats.reviewed > 0 ? (
            <Suspense fallback={null}>
              <ShareDay uid={uid} lang={lang} pending={pending} />
            </Suspense>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
