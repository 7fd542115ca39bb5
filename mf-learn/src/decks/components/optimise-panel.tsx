import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import {
  MIN_REVIEWS_TO_OPTIMISE,
  countTrainingReviews,
  type CardHistory,
} from '@phrasebook/domain';
import {
  OptimiseCancelled,
  runOptimiser,
  type OptimiserRun,
  type OptimiserStage,
} from '../state/run-optimiser.ts';

const stageProgress: Record<OptimiserStage, { value: number; label: string }> = {
  loading: { value: 20, label: 'Loading the optimiser…' },
  fitting: { value: 60, label: 'Fitting the schedule to your reviews…' },
};

/**
 * 'Optimise my schedule': fits the parameters in a worker with a progress bar and Cancel.
 * Below the minimum history it says how many more reviews are needed.
 */
export function OptimisePanel({
  histories,
  onFitted,
}: {
  histories: readonly CardHistory[];
  onFitted: (parameters: number[]) => void;
}) {
  const reviews = countTrainingReviews(histories);
  const [stage, setStage] = useState<OptimiserStage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useRef<OptimiserRun | null>(null);
  useEffect(() => () => run.current?.cancel(), []);

  if (reviews < MIN_REVIEWS_TO_OPTIMISE) {
    const missing = MIN_REVIEWS_TO_OPTIMISE - reviews;
    return (
      <Text size="sm">
        Optimising needs at least {MIN_REVIEWS_TO_OPTIMISE} reviews of cards you had seen before.
        This deck has {reviews}: review {missing} more to fit the schedule to you.
      </Text>
    );
  }

  const start = () => {
    setError(null);
    setStage('loading');
    const current = runOptimiser(histories, setStage);
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
    const { value, label } = stageProgress[stage];
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

  return (
    <Stack gap="xs">
      <Text size="sm">
        The optimiser learns from your {reviews} reviews of this deck how quickly you forget, and
        fits the schedule&apos;s parameters to you. Nothing changes until you save.
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
