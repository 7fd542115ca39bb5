import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { messages, suggestedLanguageCode } from '@phrasebook/domain';
import { ErrorPanel } from '../ErrorPanel/ErrorPanel.tsx';

export interface LanguageCodePanelProps {
  /** 'language': no such language; 'deck': a language the user has no deck in. */
  problem: 'language' | 'deck';
  /** The code as it stands in the address. */
  code: string;
  /** Ways out (links to the right place), below the details. @default undefined */
  children?: ReactNode;
}

/**
 * docs/product.md §8 "Language not found" and "Deck not found": the message, the code given
 * and, when it is longer than 3 characters, the hint to use its first 3. Used by every screen
 * under /learn/{lang}, whichever app owns it.
 */
export function LanguageCodePanel({ problem, code, children }: LanguageCodePanelProps) {
  const suggestion = suggestedLanguageCode(code);
  return (
    <ErrorPanel text={problem === 'language' ? messages.languageNotFound : messages.deckNotFound}>
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm">Language code in the URL: &quot;{code}&quot;</Text>
          {suggestion ? (
            <Text size="sm">
              Language codes have 3 characters. Did you mean &quot;{suggestion}&quot; (its first 3
              characters)?
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </ErrorPanel>
  );
}

LanguageCodePanel.displayName = 'LanguageCodePanel';
