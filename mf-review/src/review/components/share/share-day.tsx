import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { IconShare } from '@tabler/icons-react';
import { Button } from '@mantine/core';
import { dayCounts, daySummaryText, type QueuedReviewWrite } from '@phrasebook/domain';
import { Modal } from '@phrasebook/ui';
import { useProfileTimeZone } from '../../api/profile-time-zone.ts';
import { reviewDayQuery } from '../../api/review-day-query.ts';
import { studyStreakQuery } from '@phrasebook/data/progress';
import { useReviewDay } from '../../state/review-day.ts';
import { SharePanel } from './share-panel.tsx';

interface ShareDayProps {
  uid: string;
  lang: string;
  /** The day's reviews still in the outbox: they count as the learner sees them. */
  pending: readonly QueuedReviewWrite[];
}

/**
 * 'Share' on the finished screen (docs/product.md §4 "Progress"): the day in one line of
 * counts, copied or sent to a friend. The deck's streak is read as the screen shows; offline
 * or before it arrives, the line leaves it out.
 */
export function ShareDay({ uid, lang, pending }: ShareDayProps) {
  const [opened, setOpened] = useState(false);
  const dayString = useReviewDay(lang, useProfileTimeZone());
  const { data: reviewDay } = useQuery(reviewDayQuery(lang, dayString));
  const { data: streak } = useQuery(studyStreakQuery(lang));
  const text = daySummaryText({
    lang,
    ...dayCounts(reviewDay?.reviews ?? [], pending),
    streakDays: streak?.current_days,
  });
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconShare size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Share
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Share your day">
        <SharePanel uid={uid} text={text} onSent={() => setOpened(false)} />
      </Modal>
    </>
  );
}
