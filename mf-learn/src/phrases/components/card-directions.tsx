import { Group, Stack, Text } from '@mantine/core';
import type { CardDirection, CardStatus } from '@phrasebook/domain';
import { RelativeTime } from '@phrasebook/ui';
import type { DeckCard, DeckCardState } from '../../shared/api/deck-cards-query.ts';
import { CardStatusControl } from './card-status-control.tsx';
import { cardDirectionState, directionLabels } from './card-direction-state.ts';

export interface CardDirectionsProps {
  /** My card for the phrase: its recognise card, with the recall card beside it if made. */
  card: DeckCard;
  phraseText: string;
  onChange: (direction: CardDirection, status: CardStatus) => void;
  disabled?: boolean;
}

/**
 * Both directions of my card for a phrase while the deck has recall on (issue #46): each
 * with where it stands and its own status control, so one direction can be skipped or
 * re-activated alone. A recall card not made yet (its recognise card was not active when
 * recall came on) can be added here.
 */
export function CardDirections({ card, phraseText, onChange, disabled }: CardDirectionsProps) {
  const directions: [CardDirection, DeckCardState | null][] = [
    ['recognise', card],
    ['recall', card.recall ?? null],
  ];
  return (
    <Stack gap="xs">
      {directions.map(([direction, state]) => (
        <Group
          key={direction}
          role="group"
          aria-label={directionLabels[direction]}
          justify="space-between"
          gap="sm"
          wrap="nowrap"
        >
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {directionLabels[direction]}
            </Text>
            {state ? (
              <DirectionState state={state} />
            ) : (
              <Text size="sm" c="dimmed">
                Not in my reviews yet
              </Text>
            )}
          </Stack>
          <CardStatusControl
            direction={direction}
            status={state?.status ?? null}
            phraseText={phraseText}
            disabled={disabled}
            onChange={(status) => onChange(direction, status)}
          />
        </Group>
      ))}
    </Stack>
  );
}

/** New, due today, or when it was last reviewed and today's chance of recall. */
function DirectionState({ state }: { state: DeckCardState }) {
  const where = cardDirectionState(state);
  if (where.kind === 'new') {
    return (
      <Text size="sm" c="dimmed">
        New: not reviewed yet
      </Text>
    );
  }
  const last = where.lastReviewedAt;
  const lead =
    where.kind === 'due'
      ? 'Due today'
      : where.kind === 'inactive' && !last
        ? 'Never reviewed'
        : null;
  return (
    <Group gap={6}>
      {lead ? (
        <Text
          size="sm"
          c={where.kind === 'due' ? undefined : 'dimmed'}
          fw={where.kind === 'due' ? 500 : undefined}
        >
          {lead}
        </Text>
      ) : null}
      {last ? (
        <>
          <Text size="sm" c="dimmed">
            {lead ? '· last reviewed' : 'Last reviewed'}
          </Text>
          <RelativeTime date={last} />
        </>
      ) : null}
      {where.kind === 'reviewed' && where.recallPercent !== null ? (
        <Text size="sm" c="dimmed">
          · {where.recallPercent} % chance of recall today
        </Text>
      ) : null}
    </Group>
  );
}
