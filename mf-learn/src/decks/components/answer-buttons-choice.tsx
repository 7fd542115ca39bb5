import { useQuery } from '@tanstack/react-query';
import { SegmentedControl, Stack, Text, useMatches } from '@mantine/core';
import { ownProfileQuery } from '@phrasebook/data';
import { deckScheduleQuery } from '@phrasebook/data/deck-schedule';
import { answerButtonsFor, isAnswerButtons } from '@phrasebook/domain';
import { toast } from '@phrasebook/ui';
import { useUpdateDeckMutation } from '../api/update-deck.ts';

const names = { four: 'Four', two: 'Two' } as const;

/**
 * The deck's answer buttons (docs/product.md §4 "Answer buttons"): as the profile says, or
 * four or two for this deck alone. Saved as soon as it is picked.
 */
export function AnswerButtonsChoice({ uid, lang }: { uid: string; lang: string }) {
  const { data: settings } = useQuery(deckScheduleQuery(lang));
  const { data: profile } = useQuery(ownProfileQuery(uid));
  const update = useUpdateDeckMutation();
  const profileChoice = answerButtonsFor(profile?.answer_buttons, null);
  const stored = settings?.answerButtons ?? 'profile';
  // On a phone the three side by side are wider than the screen (320 px): one under another.
  const orientation = useMatches({ base: 'vertical', xs: 'horizontal' } as const, {
    getInitialValueInEffect: false,
  });
  const value = update.isPending ? (update.variables.patch.answer_buttons ?? 'profile') : stored;
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
        disabled={settings === undefined || update.isPending}
        onChange={(choice) =>
          update.mutate(
            {
              uid,
              lang,
              patch: { answer_buttons: isAnswerButtons(choice) ? choice : null },
            },
            { onSuccess: () => toast.success('Answer buttons saved for this deck') },
          )
        }
        style={{ width: 'fit-content' }}
      />
      <Text size="xs" c="dimmed">
        Four: Again, Hard, Good, Easy. Two: Again, Good.
      </Text>
    </Stack>
  );
}
