import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { MIN_REVIEWS_TO_OPTIMISE } from '@phrasebook/domain';
import type { LearnerFit } from '../api/save-fitted-schedule.ts';
import { fitLearnerSchedule } from '../state/fit-learner-schedule.ts';
import { OptimiseCancelled, type OptimiserStage } from '../state/run-optimiser.ts';

const stageProgress = (stage: OptimiserStage): { value: number; label: string } =>
  stage.stage === 'loading'
    ? { value: 10, label: 'Loading the optimiser…' }
    : {
        value: 10 + (80 * stage.fit) / stage.of,
        label:
          stage.of === 1
            ? 'Fitting the schedule to your reviews…'
            : `Fitting the schedule to your reviews (${stage.fit} of ${stage.of})…`,
      };

/**
 * 'Optimise my schedule': fits my schedule on all my decks' reviews, and tests this deck's own
 * set where it has enough reviews, in a worker with a progress bar and Cancel. Below the
 * minimum history it says how many more reviews are needed.
 */
export function OptimisePanel({
  uid,
  lang,
  learnerReviews,
  deckReviews,
  onFitted,
}: {
  uid: string;
  lang: string;
  /** Reviews the optimiser learns from, in all my decks and in this one. */
  learnerReviews: number;
  deckReviews: number;
  onFitted: (fit: LearnerFit) => void;
}) {
  const queryClient = useQueryClient();
  const [stage, setStage] = useState<OptimiserStage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useRef<{ cancel: () => void } | null>(null);
  useEffect(() => () => run.current?.cancel(), []);

  if (learnerReviews < MIN_REVIEWS_TO_OPTIMISE) {
    const missing = MIN_REVIEWS_TO_OPTIMISE - learnerReviews;
    return (
      <Text size="sm">
        Optimising needs at least {MIN_REVIEWS_TO_OPTIMISE} reviews of cards you had seen before.
        Your decks have {learnerReviews}: review {missing} more to fit the schedule to you.
      </Text>
    );
  }

  const start = () => {
    setError(null);
    setStage({ stage: 'loading' });
    const current = fitLearnerSchedule(queryClient, uid, lang, setStage);
    run.current = current;
    current.result
      .then(onFitted, (reason: unknown) => {
        if (!(reason instanceof OptimiseCancelled)) {
          setError(reason instanceof Error ? reason.message : String(reason));
        }
      })
      .finally(() => {
        if (run.current === current) {
          run.current = null;
          setStage(null);
        }
      });
  };

  if (stage) {
    const { value, label } = stageProgress(stage);
    return (
      <Stack gap="xs">
        <Text size="sm" id="optimise-stage" aria-live="polite">
          {label}
        </Text>
        <Progress value={value} animated aria-labelledby="optimise-stage" />
        <Group>
          <Button variant="default" onClick={() => run.current?.cancel()}>
            Cancel
          </Button>
        </Group>
      </Stack>
    );
  }

  const ownTest =
    deckReviews >= MIN_REVIEWS_TO_OPTIMISE
      ? ' This deck has enough of them to test a schedule of its own against yours.'
      : '';
  return (
    <Stack gap="xs">
      <Text size="sm">
        The optimiser learns from your {learnerReviews.toLocaleString('en')} reviews in all your
        decks how quickly you forget, and fits the schedule&apos;s parameters to you.{ownTest}{' '}
        Nothing changes until you save.
      </Text>
      {error ? (
        <Alert color="red" title="Could not optimise the schedule">
          {error}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={start}>Optimise my schedule</Button>
      </Group>
    </Stack>
  );
}
