import { IconEye } from '@tabler/icons-react';
import { Button, Kbd } from '@mantine/core';

/**
 * 'Show translation' or 'Show phrase', which Space presses too (docs/product.md §4). A phone has
 * no Space key, and with the hint the button was wider than a 320 px phone's card: the hint
 * shows from the xs breakpoint.
 */
export function RevealButton({ label, onReveal }: { label: string; onReveal: () => void }) {
  return (
    <Button
      variant="light"
      size="lg"
      onClick={onReveal}
      aria-keyshortcuts="Space"
      leftSection={<IconEye size={20} aria-hidden />}
      rightSection={
        <Kbd aria-hidden visibleFrom="xs">
          Space
        </Kbd>
      }
    >
      {label}
    </Button>
  );
}
