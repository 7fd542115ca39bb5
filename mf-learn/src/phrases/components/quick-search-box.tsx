import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Group, Paper, Stack, Text, UnstyledButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import {
  htmlLang,
  filterLibrary,
  languageName,
  translationsForReader,
  type IndexedPhrase,
} from '@phrasebook/domain';
import { useComboboxList } from '@phrasebook/ui/forms';
import type { LibraryPhraseRow } from '../../shared/api/language-library-query.ts';
import classes from './quick-search.module.css';

const MAX_RESULTS = 50;

export interface QuickSearchBoxProps {
  index: readonly IndexedPhrase<LibraryPhraseRow>[];
  inDeck: ReadonlySet<string>;
  languagesKnown: readonly string[];
  deckCount: number;
}

/**
 * One box over the phrases of all my decks' languages (the ARIA combobox pattern): arrows
 * move through the results, Enter opens the phrase, Escape clears. My cards come first.
 */
export function QuickSearchBox({ index, inDeck, languagesKnown, deckCount }: QuickSearchBoxProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');

  // Every Ctrl/Cmd+K is a new navigation here: put the cursor back in the box.
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [location.key]);

  const results = useMemo(() => {
    if (text.trim() === '') return [];
    const found = filterLibrary(index, { text }, { cards: new Map(), languagesKnown });
    const mine = found.filter((phrase) => inDeck.has(phrase.id));
    const others = found.filter((phrase) => !inDeck.has(phrase.id));
    return [...mine, ...others].slice(0, MAX_RESULTS);
  }, [index, inDeck, languagesKnown, text]);

  const open = (phrase: LibraryPhraseRow) => void navigate(`/learn/${phrase.lang}/${phrase.id}`);
  const combobox = useComboboxList(results, { onPick: open, onEscape: () => setText('') });

  return (
    <Stack gap="sm">
      <TextInput
        ref={inputRef}
        size="lg"
        autoFocus
        label="Search all your decks"
        placeholder="A word or part of one, in any of your languages"
        leftSection={<IconSearch size={18} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          combobox.restart();
        }}
        {...combobox.inputProps}
      />
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {text.trim() === ''
          ? `Type to search ${index.length} phrases in the languages of your ${deckCount} ${deckCount === 1 ? 'deck' : 'decks'}. ↑ ↓ to move, Enter to open.`
          : results.length === 0
            ? `Nothing matches "${text.trim()}".`
            : `${results.length}${results.length === MAX_RESULTS ? '+' : ''} ${results.length === 1 ? 'result' : 'results'}`}
      </Text>
      {/* Kept for the box's aria-controls; Paper's own display would override `hidden`. */}
      <Paper
        withBorder
        radius="md"
        p={4}
        hidden={results.length === 0}
        display={results.length === 0 ? 'none' : undefined}
      >
        <div {...combobox.listProps} aria-label="Phrases found" className={classes.list}>
          {results.map((phrase, i) => {
            const first = translationsForReader(phrase.translations, languagesKnown)[0];
            return (
              <UnstyledButton
                key={phrase.id}
                {...combobox.optionProps(i)}
                className={classes.option}
                onClick={() => open(phrase)}
              >
                {/* On a phone the badges go under the phrase: beside it they were cut short. */}
                <Group justify="space-between" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
                    <Text fw={600} truncate dir="auto" lang={htmlLang(phrase.lang)}>
                      {phrase.text}
                    </Text>
                    {first ? (
                      <Text size="sm" c="dimmed" truncate dir="auto" lang={htmlLang(first.lang)}>
                        {first.text}
                      </Text>
                    ) : null}
                  </Stack>
                  <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
                    {inDeck.has(phrase.id) ? (
                      <Badge size="sm" variant="light">
                        In your deck
                      </Badge>
                    ) : null}
                    <Badge size="sm" variant="default" tt="none">
                      {languageName(phrase.lang)}
                    </Badge>
                  </Group>
                </Group>
              </UnstyledButton>
            );
          })}
        </div>
      </Paper>
    </Stack>
  );
}
