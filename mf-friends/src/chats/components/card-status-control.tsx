import { IconCirclePlus } from '@tabler/icons-react';
import { languageName, withArticle } from '@phrasebook/domain';
import { Button, Group, Stack, Text, SegmentedControl } from '@mantine/core';
import { toast } from '@phrasebook/ui';
import { useAcceptRecommendationMutation } from '../api/accept-recommendation.ts';
import { cardStatuses, type CardStatus } from '@phrasebook/domain';
import { useCardStatusMutation } from '../api/card-status.ts';
import classes from './chats.module.css';

const statusLabels: Record<CardStatus, string> = {
  active: 'Learning',
  learned: 'Learned',
  skipped: 'Skipped',
};

export interface CardStatusControlProps {
  messageId: string;
  phraseId: string;
  lang: string;
  /** My card for the phrase, if I have one. */
  card: { id: string; status: string } | null;
  /** Whether I already have a deck in the phrase's language. */
  hasDeck: boolean;
}

/**
 * What I do with a recommended phrase: take it into my deck (accept_recommendation), or,
 * once it is a card, set its status. Without a deck in that language it offers to start one
 * first (on /learn/add-deck) or to add the card to a new deck with the usual settings.
 */
export function CardStatusControl({
  messageId,
  phraseId,
  lang,
  card,
  hasDeck,
}: CardStatusControlProps) {
  const accept = useAcceptRecommendationMutation();
  const status = useCardStatusMutation();
  const name = languageName(lang);

  if (card) {
    return (
      <Group gap="xs" wrap="wrap">
        <Text size="xs" c="dimmed">
          In your {name} deck:
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="Card status"
          value={card.status}
          disabled={status.isPending}
          onChange={(value) => status.mutate({ cardId: card.id, status: value as CardStatus })}
          data={cardStatuses.map((value) => ({ value, label: statusLabels[value] }))}
        />
      </Group>
    );
  }

  const add = () =>
    accept.mutate(
      { messageId, phraseId },
      { onSuccess: () => toast.success(`Added to your ${name} deck`) },
    );

  if (hasDeck) {
    return (
      <Button
        size="xs"
        leftSection={<IconCirclePlus size={14} aria-hidden />}
        loading={accept.isPending}
        onClick={add}
        w="fit-content"
      >
        Add to my deck
      </Button>
    );
  }
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed">
        You are not learning {name} yet.
      </Text>
      {/* One action: a link to the empty add-deck form beside it read as the same thing. */}
      <Button
        size="xs"
        variant="light"
        leftSection={<IconCirclePlus size={14} aria-hidden />}
        loading={accept.isPending}
        onClick={add}
        w="fit-content"
        maw="100%"
        classNames={{ root: classes.wrapping, label: classes.wrappingLabel }}
      >
        Start {withArticle(name)} deck with this card
      </Button>
    </Stack>
  );
}
