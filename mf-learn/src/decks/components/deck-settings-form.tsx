import { schemaResolver, useForm } from '@mantine/form';
import type { DeckSummary } from '@phrasebook/data';
import { deckSettingsSchema, learningGoals, type DeckTheme } from '@phrasebook/domain';
import {
  Button,
  Group,
  Radio,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { FormErrorAlert, focusableDisabled, useFocusBack, useFormError } from '@phrasebook/ui';
import { useFormFollowing, focusFirstInvalid } from '@phrasebook/ui/forms';
import {
  DECK_SETTINGS_SAVED,
  withQueuedSettings,
  type DeckSettingsPatch,
} from '../state/deck-settings-outbox.ts';
import { useDeckSettingsSave } from '../state/deck-settings-save.ts';
import { QueuedSettingStatus } from './queued-setting-status.tsx';
import { ThemeSwatches } from './theme-swatches.tsx';

const offeredGoals = ['10', '15', '20'];
const goalLabels: Record<(typeof learningGoals)[number], string> = {
  visiting: 'Visiting',
  family: 'Family',
  moving: 'Moving',
};

/** What the form saves: its own saves that wait are the ones it shows. */
const formFields = ['daily_review_goal', 'learning_goal', 'theme', 'recall_enabled'] as const;

/** The recall switch's label (issue #46), word for word. */
export const RECALL_LABEL = 'Recall: translation → phrase';

/**
 * Daily review goal, learning goal, recall cards and colour, validated with the domain schema
 * (docs/product.md §5).
 */
export function DeckSettingsForm({
  uid,
  deck,
  recallEnabled,
  positional,
}: {
  uid: string;
  deck: DeckSummary;
  /** The deck's stored recall_enabled. */
  recallEnabled: boolean;
  positional: DeckTheme;
}) {
  const settings = useDeckSettingsSave(uid, deck.lang);
  const { queue } = settings;
  // What the learner saved last, waiting or not: a reload shows it, not the older stored values.
  const saved = withQueuedSettings(
    {
      daily_review_goal: deck.daily_review_goal,
      learning_goal: deck.learning_goal,
      theme: deck.theme,
      recall_enabled: recallEnabled,
    },
    queue,
    deck.lang,
  );
  const storedGoal = String(saved.daily_review_goal);
  const stored = {
    lang: deck.lang,
    goal_choice: offeredGoals.includes(storedGoal) ? storedGoal : 'other',
    daily_review_goal: storedGoal,
    learning_goal: saved.learning_goal,
    theme: saved.theme === null ? '' : String(saved.theme),
    recall_enabled: saved.recall_enabled,
  };
  const form = useForm({
    mode: 'controlled',
    initialValues: stored,
    validate: schemaResolver(deckSettingsSchema, { sync: true }),
  });
  useFormFollowing(form, stored);
  const formError = useFormError(form.setFieldError);
  // Disabled while it saves (Mantine's `loading`), and after, with nothing left to save: the
  // focus comes back to it, and stays on it then, rather than dropping to the page's body.
  const submit = useFocusBack<HTMLButtonElement>(settings.trying !== null);
  const nothingToSave = !form.isDirty();

  const onSubmit = form.onSubmit((values) => {
    formError.clear();
    const parsed = deckSettingsSchema.parse(values);
    const patch: DeckSettingsPatch = {
      daily_review_goal: parsed.daily_review_goal,
      learning_goal: parsed.learning_goal,
      theme: values.theme === '' ? null : Number(values.theme),
      recall_enabled: values.recall_enabled,
    };
    // Kept, and sent when it can be (docs/offline.md §3), the form showing it as saved.
    settings.save(patch, DECK_SETTINGS_SAVED, {
      onAccepted: () => form.resetDirty(),
      onRefused: (error) => formError.show({ field: null, message: error.message }),
    });
  }, focusFirstInvalid);

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Deck settings">
      <Stack gap="lg">
        <FormErrorAlert message={formError.formError} title="Could not save the settings" />
        <Stack gap={6}>
          <Text fw={500} size="sm" id="daily-goal-label">
            Daily review goal
          </Text>
          <SegmentedControl
            aria-labelledby="daily-goal-label"
            data={[
              ...offeredGoals.map((goal) => ({ value: goal, label: goal })),
              { value: 'other', label: 'Other' },
            ]}
            value={form.values.goal_choice}
            onChange={(choice) => {
              form.setFieldValue('goal_choice', choice);
              if (choice !== 'other') form.setFieldValue('daily_review_goal', choice);
            }}
            style={{ width: 'fit-content' }}
          />
          <Text size="xs" c="dimmed">
            A day already started keeps its set; once it is done, its review offers more cards.
          </Text>
          {form.values.goal_choice === 'other' ? (
            <TextInput
              label="Cards per day"
              inputMode="numeric"
              style={{ width: 160 }}
              {...form.getInputProps('daily_review_goal')}
            />
          ) : form.errors['daily_review_goal'] ? (
            <Text size="sm" c="red">
              {form.errors['daily_review_goal']}
            </Text>
          ) : null}
        </Stack>
        <Radio.Group
          label="Learning goal"
          value={form.values.learning_goal}
          onChange={(goal) => form.setFieldValue('learning_goal', goal)}
          error={form.errors['learning_goal']}
        >
          <Group gap="lg" mt="xs">
            {learningGoals.map((goal) => (
              <Radio
                key={goal}
                value={goal}
                label={goalLabels[goal]}
                // The deck's colour, as its other controls wear it (DeckThemeScope).
                color="var(--mantine-primary-color-filled)"
              />
            ))}
          </Group>
        </Radio.Group>
        <Switch
          label={RECALL_LABEL}
          description="Each active phrase gets a second card that shows the translation and asks for the phrase."
          // The deck's colour, as its other controls wear it (DeckThemeScope).
          color="var(--mantine-primary-color-filled)"
          {...form.getInputProps('recall_enabled', { type: 'checkbox' })}
        />
        <ThemeSwatches
          value={form.values.theme}
          onChange={(value) => form.setFieldValue('theme', value)}
          positional={positional}
        />
        <Group justify="flex-end">
          <QueuedSettingStatus
            uid={uid}
            queue={queue}
            entries={settings.waitingFor(formFields)}
            removeLabel="Discard the settings not saved yet"
          />
          <Button
            ref={submit}
            type="submit"
            loading={settings.trying !== null}
            {...focusableDisabled(nothingToSave)}
            onClick={(event) => {
              if (nothingToSave) event.preventDefault();
            }}
          >
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
