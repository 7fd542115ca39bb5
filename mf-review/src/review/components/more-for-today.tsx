import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { manifestInputOf, moreForToday, type DayString } from '@phrasebook/domain';
import { useAddToReviewDayMutation } from '../api/add-to-review-day.ts';
import { reviewSetupQuery } from '../api/review-setup-query.ts';
import { useReviewProgress } from '../state/review-progress.ts';

const cards = (count: number) => `${count} ${count === 1 ? 'card' : 'cards'}`;

/**
 * On a finished day (docs/product.md §4 "More for today"): the cards the set would take now
 * that the day does not hold (anything due, new cards up to the goal again), and a button that
 * adds them and opens the session on the first. Nothing shows while there are none, or under a
 * catch-up plan.
 */
export function MoreForToday({
  lang,
  dayString,
  manifest,
}: {
  lang: string;
  dayString: DayString;
  manifest: readonly string[];
}) {
  // Read now, not as cached when the day started: phrases added or a goal raised since count.
  const { data: setup } = useQuery({ ...reviewSetupQuery(lang, dayString), refetchOnMount: true });
  const add = useAddToReviewDayMutation();
  const [, setProgress] = useReviewProgress(lang, dayString);
  const navigate = useNavigate();
  // A plan's caps are the plan's; an offer the learner passed by leaves the day as any other.
  if (!setup || setup.catchUp?.catch_up_plan != null) return null;
  const more = moreForToday(manifestInputOf(setup), manifest);
  if (more.manifest.length === 0) return null;

  const onAdd = async () => {
    const grown = await add
      .mutateAsync({ lang, daySession: dayString, more: more.manifest, recall: more.recall })
      .catch(() => null);
    if (!grown) return;
    // The session goes on at the first card added.
    setProgress((stored) => ({ ...stored, stage: 2, currentCardIndex: manifest.length }));
    await navigate(`/learn/${lang}/review/go`);
  };
  const due = more.due.length;
  return (
    <Stack gap="xs">
      <Text size="sm">
        More for today: {cards(more.manifest.length)}
        {due > 0 ? ` (${due} due, ${more.newCount} new)` : ', new ones'}, up to your goal again.
      </Text>
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={18} aria-hidden />}
          loading={add.isPending}
          onClick={() => void onAdd()}
        >
          Study {cards(more.manifest.length)} more
        </Button>
      </Group>
    </Stack>
  );
}
