import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { deckScheduleQuery } from '@phrasebook/data/deck-schedule';
import {
  DEFAULT_SCHEDULE,
  dailyWorkload,
  daySession,
  scheduleFit,
  type CardHistory,
  type DeckSchedule,
} from '@phrasebook/domain';
import { toast } from '@phrasebook/ui';
import { useUpdateDeckMutation } from '../api/update-deck.ts';
import { deckHistoriesQuery } from '../api/deck-histories-query.ts';
import { FitComparison } from './fit-comparison.tsx';
import { OptimisePanel } from './optimise-panel.tsx';
import { RetentionField } from './retention-field.tsx';

/** Toasts once the schedule is stored. */
export const SCHEDULE_SAVED = 'Schedule saved';
export const SCHEDULE_RESET = 'Back to the default schedule';

/** Deck settings' review schedule: desired retention and a schedule fitted to the learner. */
export function ScheduleSection({ uid, lang }: { uid: string; lang: string }) {
  const scheduleQuery = useQuery(deckScheduleQuery(lang));
  const historiesQuery = useQuery(deckHistoriesQuery(uid, lang));
  if (scheduleQuery.error || historiesQuery.error) {
    return (
      <Alert color="red" title="Could not read this deck's reviews">
        <Button
          variant="default"
          size="xs"
          mt="xs"
          onClick={() => void Promise.all([scheduleQuery.refetch(), historiesQuery.refetch()])}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (!scheduleQuery.data || !historiesQuery.data) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">Reading your reviews…</Text>
      </Group>
    );
  }
  return (
    <ScheduleEditor
      // A saved schedule starts a fresh editor from the stored values.
      key={JSON.stringify(scheduleQuery.data)}
      uid={uid}
      lang={lang}
      saved={scheduleQuery.data}
      histories={historiesQuery.data}
    />
  );
}

function ScheduleEditor({
  uid,
  lang,
  saved,
  histories,
}: {
  uid: string;
  lang: string;
  saved: DeckSchedule;
  histories: readonly CardHistory[];
}) {
  const update = useUpdateDeckMutation();
  // The stored retention until the learner moves the slider: the screen may open with the
  // data last seen, and the fresh value follows (docs/offline.md, "The query cache").
  const [chosenRetention, setRetention] = useState<number | null>(null);
  const retention = chosenRetention ?? saved.desiredRetention;
  const [fitted, setFitted] = useState<number[] | null>(null);
  const parameters = fitted ?? saved.parameters;
  const changed = fitted !== null || retention !== saved.desiredRetention;

  const comparison = useMemo(() => {
    if (!fitted) return null;
    const today = daySession();
    const current = { parameters: saved.parameters, desiredRetention: retention };
    const optimised = { parameters: fitted, desiredRetention: retention };
    return {
      before: scheduleFit(histories, current),
      after: scheduleFit(histories, optimised),
      extra: dailyWorkload(histories, optimised, today) - dailyWorkload(histories, current, today),
    };
  }, [fitted, histories, saved.parameters, retention]);

  const save = (patch: DeckSchedule, message: string) =>
    update.mutate(
      {
        uid,
        lang,
        patch: {
          fsrs_parameters: patch.parameters ? [...patch.parameters] : null,
          desired_retention: patch.desiredRetention,
        },
      },
      { onSuccess: () => toast.success(message) },
    );

  return (
    <Stack gap="lg">
      <Text size="sm">
        A card comes back when your chance of remembering it falls to your desired retention.{' '}
        {saved.parameters
          ? 'This deck is scheduled with parameters fitted to your reviews.'
          : 'This deck uses the default schedule.'}
      </Text>
      <RetentionField
        value={retention}
        onChange={setRetention}
        parameters={parameters}
        histories={histories}
      />
      <Stack gap="xs">
        <Title order={3} fz="h5">
          Fit the schedule to you
        </Title>
        {comparison ? (
          <FitComparison
            before={comparison.before}
            after={comparison.after}
            extraReviewsPerDay={comparison.extra}
            retention={retention}
          />
        ) : (
          <OptimisePanel histories={histories} onFitted={setFitted} />
        )}
      </Stack>
      {update.error ? (
        <Alert color="red" title="Could not save the schedule">
          {update.error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        {saved.parameters || saved.desiredRetention !== DEFAULT_SCHEDULE.desiredRetention ? (
          <Button
            variant="subtle"
            disabled={update.isPending}
            onClick={() => save(DEFAULT_SCHEDULE, SCHEDULE_RESET)}
          >
            Back to default
          </Button>
        ) : null}
        {fitted ? (
          <Button variant="default" onClick={() => setFitted(null)}>
            Discard
          </Button>
        ) : null}
        <Button
          loading={update.isPending}
          disabled={!changed}
          onClick={() => save({ parameters, desiredRetention: retention }, SCHEDULE_SAVED)}
        >
          Save schedule
        </Button>
      </Group>
    </Stack>
  );
}
