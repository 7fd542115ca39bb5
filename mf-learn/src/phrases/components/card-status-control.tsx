import { Button } from '@mantine/core';
import type { CardDirection, CardStatus } from '@phrasebook/domain';
import { Menu, useFocusBack } from '@phrasebook/ui';
import { IconCheck, IconChevronDown, IconPlus } from '@tabler/icons-react';

/** How each status reads on the control. */
export const cardStatusLabels: Record<CardStatus, string> = {
  active: 'Active',
  learned: 'Learned',
  skipped: 'Skipped',
};

const descriptions: Record<CardStatus, string> = {
  active: 'In my reviews',
  learned: 'I know it; no more reviews',
  skipped: 'Not for me; no reviews',
};

export interface CardStatusControlProps {
  /** The card's status, or null when the phrase is not in my deck. */
  status: CardStatus | null;
  /** The phrase's text, to name the control for screen readers. */
  phraseText: string;
  onChange: (status: CardStatus) => void;
  /** No deck to add to, or a change in flight. @default false */
  disabled?: boolean;
  /**
   * Which of the phrase's cards the control changes, named in its label when given: the
   * phrase page shows one control per direction while the deck has recall on (issue #46).
   */
  direction?: CardDirection;
}

/**
 * A card's status in my deck: "Add to deck" while it is not there, then a menu of active,
 * learned and skipped. It reports choices; the caller saves them.
 */
export function CardStatusControl({
  status,
  phraseText,
  onChange,
  disabled = false,
  direction,
}: CardStatusControlProps) {
  const card = direction ? `${direction} card` : 'card';
  // 'Add to deck' gives way to the status menu, which dropped the focus to the page's body.
  const menuButton = useFocusBack<HTMLButtonElement>(status === null);
  if (status === null) {
    const add = direction ? `Add ${direction} card` : 'Add to deck';
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPlus size={14} aria-hidden />}
        disabled={disabled}
        onClick={() => onChange('active')}
        aria-label={`${add}: ${phraseText}`}
      >
        {add}
      </Button>
    );
  }
  return (
    <Menu position="bottom-end" width={230}>
      <Menu.Target>
        <Button
          ref={menuButton}
          size="xs"
          variant="default"
          disabled={disabled}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`${cardStatusLabels[status]} ${card}: ${phraseText}. Change status`}
        >
          {cardStatusLabels[status]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Card status</Menu.Label>
        {(Object.keys(cardStatusLabels) as CardStatus[]).map((option) => (
          <Menu.Item
            key={option}
            onClick={() => option !== status && onChange(option)}
            leftSection={
              option === status ? (
                <IconCheck size={16} aria-hidden />
              ) : (
                <span style={{ width: 16 }} />
              )
            }
            aria-current={option === status ? 'true' : undefined}
          >
            {cardStatusLabels[option]} · {descriptions[option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
CardStatusControl.displayName = 'CardStatusControl';
