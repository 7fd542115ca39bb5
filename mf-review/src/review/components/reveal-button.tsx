import { IconEye } from '@tabler/icons-react';
import { Button } from '@mantine/core';
import { KeyHint } from './key-hint.tsx';

/** 'Show translation' or 'Show phrase', which Space presses too (docs/product.md §4). */
export function RevealButton({ label, onReveal }: { label: string; onReveal: () => void }) {
  return (
    <Button
      variant="light"
      size="lg"
      onClick={onReveal}
      aria-keyshortcuts="Space"
      leftSection={<IconEye size={20} aria-hidden />}
      rightSection={<KeyHint>Space</KeyHint>}
    >
      {label}
    </Button>
  );
}
