import type { ReactNode } from 'react';
import { Box, type BoxProps } from '@mantine/core';
import type { DeckTheme } from '@phrasebook/domain';
import { deckThemeVars } from '@phrasebook/ui';

export interface DeckThemeScopeProps extends BoxProps {
  /** The deck's colour theme, from `deckTheme()` of @phrasebook/domain. */
  theme: DeckTheme;
  /** Content that should wear the deck's colours. */
  children: ReactNode;
}

/**
 * Gives everything inside it the deck's colours: primary-coloured Mantine components turn the
 * deck's hue, and `--deck-color`, `--deck-color-off`, `--deck-accent` are set for custom CSS.
 */
export function DeckThemeScope({ theme, children, style, ...rest }: DeckThemeScopeProps) {
  return (
    <Box data-deck-theme={theme.name} style={[deckThemeVars(theme), style]} {...rest}>
      {children}
    </Box>
  );
}
DeckThemeScope.displayName = 'DeckThemeScope';
