import { Group, Text } from '@mantine/core';
import { PhrasebookMark } from './PhrasebookMark.tsx';

export { PhrasebookMark };

export interface PhrasebookLogoProps {
  /** Height of the mark in px. @default 32 */
  size?: number;
  /** Show the word "Phrasebook" beside the mark. @default true */
  withWordmark?: boolean;
}

/** The product's logo, with or without its name. */
export function PhrasebookLogo({ size = 32, withWordmark = true }: PhrasebookLogoProps) {
  if (!withWordmark) {
    return (
      <span role="img" aria-label="Phrasebook" style={{ display: 'inline-flex' }}>
        <PhrasebookMark size={size} />
      </span>
    );
  }
  return (
    <Group gap={8} wrap="nowrap" align="center">
      <PhrasebookMark size={size} />
      <Text component="span" fw={800} fz={size * 0.6} lh={1} style={{ letterSpacing: '-0.02em' }}>
        Phrasebook
      </Text>
    </Group>
  );
}
PhrasebookLogo.displayName = 'PhrasebookLogo';
