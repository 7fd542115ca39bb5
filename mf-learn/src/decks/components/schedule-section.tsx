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
import { deckHistoriesQuery } from '../api/deck-histories-query.ts';
import { useSaveFittedScheduleMutation } from '../api/save-fitted-schedule.ts';
import { withQueuedSettings, type DeckSettingsPatch } from '../state/deck-settings-outbox.ts';
import { useDeckSettingsSave } from '../state/deck-settings-save.ts';
import { parametersAsSaved } from '../state/parameters-as-saved.ts';
import {
  scheduleChoiceQuery,
  type ScheduleChoice as Choice,
} from '../api/schedule-choice-query.ts';
import type { LearnerFit } from '../api/save-fitted-schedule.ts';
import { FitComparison } from './fit-comparison.tsx';
import { OptimisePanel } from './optimise-panel.tsx';
import { QueuedSettingStatus } from './queued-setting-status.tsx';
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
  const settings = useDeckSettingsSave(uid, lang);
  const saveFit = useSaveFittedScheduleMutation();
  const pending = settings.trying !== null || saveFit.isPending;
  const [refusal, setRefusal] = useState<Error | null>(null);
  const error = saveFit.error ?? refusal;
  // The deck as the learner last chose: a retention or a source that waits to be saved shows.
  const storedRetention = withQueuedSettings(
    { desired_retention: saved.desiredRetention },
    settings.queue,
    lang,
  ).desired_retention;
  const waitingSource = settings.waitingFor(['schedule_source']).at(-1)?.patch.schedule_source;
  const source = waitingSource ?? choice.source;
  const scheduleWaits = settings.waitingFor(['desired_retention', 'schedule_source']);
  // The stored retention until the learner moves the slider: the screen may open with the
  // data last seen, and the fresh value follows (docs/offline.md, "The query cache").
  const [chosenRetention, setRetention] = useState<number | null>(null);
  const retention = chosenRetention ?? storedRetention;
  const [fitted, setFitted] = useState<LearnerFit | null>(null);
  // A source that waits draws its set's workload, not only its sentence.
  const deckParameters = parametersAsSaved(
    saved.parameters,
    waitingSource,
    choice.learner?.parameters,
  );
  const parameters = fitted ? (fitted.deck ?? fitted.learner) : deckParameters;
  const changed = fitted !== null || retention !== storedRetention;
  const deckReviews = choice.trainingReviews[lang] ?? 0;
  const learnerReviews = Object.values(choice.trainingReviews).reduce((a, b) => a + b, 0);

  const comparison = useMemo(() => {
    if (!fitted) return null;
    const today = daySession();
    const current = { parameters: deckParameters, desiredRetention: retention };
    const optimised = { parameters: fitted.deck ?? fitted.learner, desiredRetention: retention };
    return {
      before: scheduleFit(histories, current),
      after: scheduleFit(histories, optimised),
      extra: dailyWorkload(histories, optimised, today) - dailyWorkload(histories, current, today),
    };
  }, [fitted, histories, deckParameters, retention]);

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
  const afterSave = () => setReadBack((current) => ({ ...current, afterSave: true }));
  // Retention and source go through the deck settings' outbox (docs/offline.md §3): queued,
  // the editor shows them at once from the queue.
  const saveSettings = (patch: DeckSettingsPatch, message: string) => {
    setRefusal(null);
    settings.save(patch, message, {
      onAccepted: (queued) => (queued ? setRetention(null) : afterSave()),
      onRefused: setRefusal,
    });
  };
  const save = () => {
    if (fitted) {
      saveFit.mutate(
        { lang, fit: fitted, desiredRetention: retention },
        {
          onSuccess: () => {
            toast.success(SCHEDULE_SAVED);
            afterSave();
          },
        },
      );
    } else {
      saveSettings({ desired_retention: retention }, SCHEDULE_SAVED);
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text size="sm">
          A card comes back when your chance of remembering it falls to your desired retention.
        </Text>
        <ScheduleChoice
          source={source}
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
        {!fitted && choice.learner && source !== 'learner' ? (
          <Button
            variant="subtle"
            disabled={pending}
            onClick={() =>
              saveSettings(
                { schedule_source: 'learner', desired_retention: retention },
                SCHEDULE_LEARNER,
              )
            }
          >
            Use my schedule
          </Button>
        ) : null}
        {source !== 'default' || storedRetention !== DEFAULT_SCHEDULE.desiredRetention ? (
          <Button
            variant="subtle"
            disabled={pending}
            onClick={() =>
              saveSettings(
                {
                  schedule_source: 'default',
                  desired_retention: DEFAULT_SCHEDULE.desiredRetention,
                },
                SCHEDULE_RESET,
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
        <Button
          loading={pending}
          // A fit is saved online only (see save-fitted-schedule.ts); behind this deck's saves
          // that wait, it would arrive before them.
          disabled={!changed || (fitted !== null && settings.waiting.length > 0)}
          onClick={save}
        >
          Save schedule
        </Button>
      </Group>
      <QueuedSettingStatus
        uid={uid}
        queue={settings.queue}
        entries={scheduleWaits}
        removeLabel="Discard the schedule not saved yet"
      />
    </Stack>
  );
}
