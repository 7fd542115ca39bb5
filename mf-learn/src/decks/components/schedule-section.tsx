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
import {
  useSaveFittedScheduleMutation,
  useScheduleSourceMutation,
} from '../api/save-fitted-schedule.ts';
import {
  scheduleChoiceQuery,
  type ScheduleChoice as Choice,
} from '../api/schedule-choice-query.ts';
import type { LearnerFit } from '../api/save-fitted-schedule.ts';
import { FitComparison } from './fit-comparison.tsx';
import { OptimisePanel } from './optimise-panel.tsx';
import { RetentionField } from './retention-field.tsx';
import { ScheduleChoice } from './schedule-choice.tsx';

/** Toasts once the schedule is stored. */
export const SCHEDULE_SAVED = 'Schedule saved';
export const SCHEDULE_RESET = 'Back to the default schedule';
export const SCHEDULE_LEARNER = 'This deck now uses your schedule';

/** Deck settings' review schedule: desired retention and a schedule fitted to the learner. */
export function ScheduleSection({ uid, lang }: { uid: string; lang: string }) {
  const scheduleQuery = useQuery(deckScheduleQuery(lang));
  const historiesQuery = useQuery(deckHistoriesQuery(uid, lang));
  const choiceQuery = useQuery(scheduleChoiceQuery(uid, lang));
  // Only a read with nothing to show is an error here: a later read that fails (a refresh
  // under load) keeps what is shown, and with it the editor's unsaved fit or one on its way.
  const queries = [scheduleQuery, historiesQuery, choiceQuery];
  if (queries.some((query) => query.error && !query.data)) {
    return (
      <Alert color="red" title="Could not read this deck's reviews">
        <Button
          variant="default"
          size="xs"
          mt="xs"
          onClick={() =>
            void Promise.all([
              scheduleQuery.refetch(),
              historiesQuery.refetch(),
              choiceQuery.refetch(),
            ])
          }
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (!scheduleQuery.data || !historiesQuery.data || !choiceQuery.data) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">Reading your reviews…</Text>
      </Group>
    );
  }
  return (
    <ScheduleEditor
      uid={uid}
      lang={lang}
      saved={scheduleQuery.data}
      choice={choiceQuery.data}
      histories={historiesQuery.data}
    />
  );
}

function ScheduleEditor({
  uid,
  lang,
  saved,
  choice,
  histories,
}: {
  uid: string;
  lang: string;
  saved: DeckSchedule;
  choice: Choice;
  histories: readonly CardHistory[];
}) {
  const updateDeck = useUpdateDeckMutation();
  const saveFit = useSaveFittedScheduleMutation();
  const setSource = useScheduleSourceMutation();
  const pending = updateDeck.isPending || saveFit.isPending || setSource.isPending;
  const error = updateDeck.error ?? saveFit.error ?? setSource.error;
  // The stored retention until the learner moves the slider: the screen may open with the
  // data last seen, and the fresh value follows (docs/offline.md, "The query cache").
  const [chosenRetention, setRetention] = useState<number | null>(null);
  const retention = chosenRetention ?? saved.desiredRetention;
  const [fitted, setFitted] = useState<LearnerFit | null>(null);
  const parameters = fitted ? (fitted.deck ?? fitted.learner) : saved.parameters;
  const changed = fitted !== null || retention !== saved.desiredRetention;
  const deckReviews = choice.trainingReviews[lang] ?? 0;
  const learnerReviews = Object.values(choice.trainingReviews).reduce((a, b) => a + b, 0);

  const comparison = useMemo(() => {
    if (!fitted) return null;
    const today = daySession();
    const current = { parameters: saved.parameters, desiredRetention: retention };
    const optimised = { parameters: fitted.deck ?? fitted.learner, desiredRetention: retention };
    return {
      before: scheduleFit(histories, current),
      after: scheduleFit(histories, optimised),
      extra: dailyWorkload(histories, optimised, today) - dailyWorkload(histories, current, today),
    };
  }, [fitted, histories, saved.parameters, retention]);

  // A save starts the editor afresh from the stored values once they are read back. Data that
  // comes otherwise (the fresh read of what the screen opened with, kept from an earlier visit)
  // leaves what the learner has chosen and not saved as it is.
  const [readBack, setReadBack] = useState({ saved, choice, afterSave: false });
  if (readBack.saved !== saved || readBack.choice !== choice) {
    setReadBack({ saved, choice, afterSave: false });
    if (readBack.afterSave) {
      setRetention(null);
      setFitted(null);
    }
  }
  const done = (message: string) => ({
    onSuccess: () => {
      toast.success(message);
      setReadBack((current) => ({ ...current, afterSave: true }));
    },
  });
  const save = () => {
    if (fitted) {
      saveFit.mutate({ lang, fit: fitted, desiredRetention: retention }, done(SCHEDULE_SAVED));
    } else {
      updateDeck.mutate(
        { uid, lang, patch: { desired_retention: retention } },
        done(SCHEDULE_SAVED),
      );
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm">
          A card comes back when your chance of remembering it falls to your desired retention.
        </Text>
        <ScheduleChoice
          source={choice.source}
          learner={choice.learner}
          test={choice.test}
          deckReviews={deckReviews}
        />
      </Stack>
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
        {comparison && fitted ? (
          <>
            <FitComparison
              before={comparison.before}
              after={comparison.after}
              extraReviewsPerDay={comparison.extra}
              retention={retention}
            />
            <ScheduleChoice
              proposed
              source={fitted.deck ? 'deck' : 'learner'}
              learner={{
                reviews: learnerReviews,
                // As the server counts them: every deck with a review.
                decks: Object.keys(choice.trainingReviews).length,
              }}
              test={fitted.test && { ...fitted.test, deckFitReviews: deckReviews }}
              deckReviews={deckReviews}
            />
          </>
        ) : (
          <OptimisePanel
            uid={uid}
            lang={lang}
            learnerReviews={learnerReviews}
            deckReviews={deckReviews}
            onFitted={setFitted}
          />
        )}
      </Stack>
      {error ? (
        <Alert color="red" title="Could not save the schedule">
          {error.message}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        {!fitted && choice.learner && choice.source !== 'learner' ? (
          <Button
            variant="subtle"
            disabled={pending}
            onClick={() =>
              setSource.mutate(
                { lang, source: 'learner', desiredRetention: retention },
                done(SCHEDULE_LEARNER),
              )
            }
          >
            Use my schedule
          </Button>
        ) : null}
        {choice.source !== 'default' ||
        saved.desiredRetention !== DEFAULT_SCHEDULE.desiredRetention ? (
          <Button
            variant="subtle"
            disabled={pending}
            onClick={() =>
              setSource.mutate(
                {
                  lang,
                  source: 'default',
                  desiredRetention: DEFAULT_SCHEDULE.desiredRetention,
                },
                done(SCHEDULE_RESET),
              )
            }
          >
            Back to default
          </Button>
        ) : null}
        {fitted ? (
          <Button variant="default" onClick={() => setFitted(null)}>
            Discard
          </Button>
        ) : null}
        <Button loading={pending} disabled={!changed} onClick={save}>
          Save schedule
        </Button>
      </Group>
    </Stack>
  );
}
