import { useRef, useState } from 'react';
import { Button, Loader, Stack, Text, UnstyledButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { languageName } from '@phrasebook/domain';
import { useComboboxList } from '@phrasebook/ui/forms';
import { phraseSearchQuery, type FoundPhrase } from '../api/phrase-search-query.ts';
import { PhrasePreview } from './phrase-preview.tsx';

/** Typing pauses this long before the library is searched. */
const SEARCH_DELAY_MS = 300;

export interface PhraseFinderProps {
  /** The languages I know: the phrases I can vouch for. */
  langs: string[];
  selected: FoundPhrase | null;
  /** A phrase picked, or null when the learner goes back to the results. */
  onSelect: (phrase: FoundPhrase | null) => void;
}

/**
 * Searches the library (debounced, in the languages I know) and picks one phrase, as quick
 * search does (the ARIA combobox pattern): the arrows move through the results, Enter picks,
 * Escape clears. The pick stands alone, what is done with it right under it: below twenty
 * results, a phone showed none of it.
 */
export function PhraseFinder({ langs, selected, onSelect }: PhraseFinderProps) {
  const [text, setText] = useState('');
  const search = useRef<HTMLInputElement>(null);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  // What was found stays while the next search runs: the list does not blink empty, and an
  // Enter on the marked result, pressed as the search moves on, still picks it.
  const found = useQuery({
    ...phraseSearchQuery(langs, debounced),
    placeholderData: (previous) => (debounced ? previous : undefined),
  });
  const langNames = langs.map(languageName);
  const names = langNames.join(', ');
  const eitherName = new Intl.ListFormat('en', { type: 'disjunction' }).format(langNames);
  const results = selected ? [] : (found.data ?? []);
  const shown = selected ? [selected] : results;
  const combobox = useComboboxList(results, {
    onPick: onSelect,
    onEscape: () => {
      setText('');
      onSelect(null);
    },
  });

  return (
    <Stack gap="sm">
      <TextInput
        ref={search}
        label="Search phrases"
        description={`In the languages you know: ${names}`}
        placeholder="A word or part of a phrase"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          found.isFetching ? <Loader size="xs" role="img" aria-label="Searching" /> : null
        }
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          combobox.restart();
          onSelect(null);
        }}
        {...combobox.inputProps}
      />
      {found.isError ? (
        <Text size="sm" c="red" role="alert">
          Could not search the library: {found.error.message}
        </Text>
      ) : null}
      {debounced && !found.isPlaceholderData && found.data?.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          No phrase in {eitherName}, nor its translation, contains “{debounced}”. Write a new one
          instead.
        </Text>
      ) : null}
      {shown.length > 0 ? (
        <Stack gap={6} {...combobox.listProps} aria-label="Phrases found">
          {shown.map((phrase, index) => {
            const chosen = selected?.id === phrase.id;
            // The chosen phrase, or the one Enter would pick.
            const marked = chosen || index === combobox.active;
            return (
              <UnstyledButton
                key={phrase.id}
                {...combobox.optionProps(index)}
                aria-selected={marked}
                onClick={() => onSelect(phrase)}
                p="sm"
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  border: `1px solid ${marked ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-border)'}`,
                  background: chosen ? 'var(--mantine-primary-color-light)' : undefined,
                }}
              >
                <PhrasePreview phrase={phrase} translations={2} />
              </UnstyledButton>
            );
          })}
        </Stack>
      ) : null}
      {selected ? (
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          onClick={() => {
            onSelect(null);
            // The button goes with the pick: the focus goes back to the search.
            search.current?.focus();
          }}
        >
          Choose another phrase
        </Button>
      ) : null}
    </Stack>
  );
}
