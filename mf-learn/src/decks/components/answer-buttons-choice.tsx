import { useQuery } from '@tanstack/react-query';
import { SegmentedControl, Stack, Text, useMatches } from '@mantine/core';
import { ownProfileQuery } from '@phrasebook/data';
import { deckScheduleQuery } from '@phrasebook/data/deck-schedule';
import { answerButtonsFor, isAnswerButtons } from '@phrasebook/domain';
import { withQueuedSettings } from '../state/deck-settings-outbox.ts';
import { useDeckSettingsSave } from '../state/deck-settings-save.ts';
import { QueuedSettingStatus } from './queued-setting-status.tsx';

const names = { four: 'Four', two: 'Two' } as const;

/** Toast once the deck's answer buttons are stored. */
export const ANSWER_BUTTONS_SAVED = 'Answer buttons saved for this deck';

/**
 * The deck's answer buttons (docs/product.md §4 "Answer buttons"): as the profile says, or
 * four or two for this deck alone. Saved as soon as it is picked, or kept until it can be.
 */
export function AnswerButtonsChoice({ uid, lang }: { uid: string; lang: string }) {
  const { data: settings } = useQuery(deckScheduleQuery(lang));
  const { data: profile } = useQuery(ownProfileQuery(uid));
  const save = useDeckSettingsSave(uid, lang);
  const profileChoice = answerButtonsFor(profile?.answer_buttons, null);
  // The learner's last choice, saved or waiting to be.
  const chosen = withQueuedSettings(
    { answer_buttons: settings?.answerButtons ?? null },
    save.queue,
    lang,
  ).answer_buttons;
  // On a phone the three side by side are wider than the screen (320 px): one under another.
  const orientation = useMatches({ base: 'vertical', xs: 'horizontal' } as const, {
    getInitialValueInEffect: false,
  });
  const value = (save.trying ? save.trying.answer_buttons : chosen) ?? 'profile';
  return (
    <Stack gap={6}>
      <Text fw={500} size="sm" id="deck-answer-buttons-label">
        Answer buttons
      </Text>
      <SegmentedControl
        aria-labelledby="deck-answer-buttons-label"
        orientation={orientation}
        data={[
          { value: 'profile', label: `As in my profile (${names[profileChoice]})` },
          { value: 'four', label: 'Four' },
          { value: 'two', label: 'Two' },
        ]}
        value={value}
        disabled={settings === undefined || save.trying !== null}
        onChange={(choice) =>
          save.save(
            { answer_buttons: isAnswerButtons(choice) ? choice : null },
            ANSWER_BUTTONS_SAVED,
          )
        }
        style={{ width: 'fit-content' }}
      />
      <Text size="xs" c="dimmed">
        Four: Again, Hard, Good, Easy. Two: Again, Good.
      </Text>
      <QueuedSettingStatus
        uid={uid}
        queue={save.queue}
        entries={save.waitingFor(['answer_buttons'])}
        removeLabel="Discard the answer buttons not saved yet"
      />
    </Stack>
  );
}
