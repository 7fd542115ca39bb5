import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Button, Group, Stack, Text, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  DEFAULT_LIBRARY_FILTER,
  filterLibrary,
  libraryFilterLabels,
  libraryFilters,
  type LibraryFilter,
} from '@phrasebook/domain';
import type { CardStatus } from '@phrasebook/domain';
import { deckRecallEnabled } from '../../shared/api/deck-recall.ts';
import { useLibraryData } from '../api/library-data.ts';
import { useSetCardStatusMutation } from '../api/set-card-status.ts';
import { libraryCountLabel } from './library-count.ts';
import { TagChips } from './tag-chips.tsx';
import { useCardsHeldInView } from './use-cards-held-in-view.ts';
import { useLibrarySearch } from './use-library-search.ts';
import { VirtualPhraseList } from './virtual-phrase-list.tsx';

export interface LibraryBrowserProps {
  lang: string;
  /** The search screen puts the cursor in the box and leads with it. @default false */
  searchFirst?: boolean;
}

/**
 * The library and search screens: text, tags and filter from the URL, results filtered in
 * the browser (the whole library is one read), each with its card status control.
 */
export function LibraryBrowser({ lang, searchFirst = false }: LibraryBrowserProps) {
  const { user, profile, library, index, cardsByPhrase, languagesKnown, hasDeck } =
    useLibraryData(lang);
  const recallEnabled = deckRecallEnabled(profile, lang);
  const { search, update } = useLibrarySearch();
  const setStatus = useSetCardStatusMutation();

  // The box answers every keystroke; the URL follows once typing pauses.
  const [text, setText] = useState(search.text ?? '');
  useEffect(() => setText(search.text ?? ''), [search.text]);
  const pushText = useDebouncedCallback((value: string) => update({ text: value }), 300);
  const deferredText = useDeferredValue(text);

  const filter = search.filter ?? DEFAULT_LIBRARY_FILTER;
  const tags = useMemo(() => search.tags ?? [], [search.tags]);
  const { filterCards, hold } = useCardsHeldInView(
    cardsByPhrase,
    [filter, deferredText.trim(), ...tags].join('\n'),
  );
  const results = useMemo(
    () =>
      filterLibrary(
        index,
        { filter, text: deferredText, tags },
        {
          cards: filterCards,
          languagesKnown,
        },
      ),
    [index, filter, deferredText, tags, filterCards, languagesKnown],
  );

  const statusOf = useCallback(
    (phraseId: string) => cardsByPhrase.get(phraseId)?.status ?? null,
    [cardsByPhrase],
  );
  // A recall card shows beside its phrase's card while the deck has recall on (issue #46).
  const recallOf = useCallback(
    (phraseId: string) => cardsByPhrase.get(phraseId)?.recall ?? null,
    [cardsByPhrase],
  );
  const onStatusChange = useCallback(
    (phraseId: string, status: CardStatus) => {
      hold(phraseId);
      setStatus.mutate({ uid: user.id, lang, phraseId, status, recallEnabled });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mutate is stable
    [user.id, lang, recallEnabled, hold],
  );

  // The count, the empty message and its link speak of the query the list was drawn from,
  // so they never disagree with the list while typing runs ahead of it.
  const trimmed = deferredText.trim();
  const total = library?.phrases.length ?? 0;
  const narrowed = trimmed !== '' || tags.length > 0 || filter !== DEFAULT_LIBRARY_FILTER;
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label="Search phrases and translations"
          placeholder="Type a word, accents optional"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            pushText(event.currentTarget.value);
          }}
          autoFocus={searchFirst}
          type="search"
          style={{ flex: '1 1 16rem' }}
        />
        <NativeSelect
          label="Show"
          value={filter}
          onChange={(event) =>
            update({
              filter:
                event.currentTarget.value === DEFAULT_LIBRARY_FILTER
                  ? undefined
                  : (event.currentTarget.value as LibraryFilter),
            })
          }
          data={libraryFilters.map((value) => ({ value, label: libraryFilterLabels[value] }))}
          style={{ flex: '0 1 16rem' }}
        />
      </Group>
      {library && library.tags.length > 0 ? (
        <TagChips tags={library.tags} selected={tags} onChange={(next) => update({ tags: next })} />
      ) : null}
      <Text size="sm" c="dimmed" role="status" aria-live="polite">
        {libraryCountLabel({ shown: results.length, total, narrowed })}
        {hasDeck ? '' : ' · start this deck to add cards'}
      </Text>
      {results.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text>{trimmed ? `Nothing matches "${trimmed}".` : 'No phrases here yet.'}</Text>
          <Button
            component={Link}
            to={`/learn/${lang}/add-phrase${trimmed ? `?text=${encodeURIComponent(trimmed)}` : ''}`}
            leftSection={<IconPlus size={16} aria-hidden />}
            variant="light"
          >
            {trimmed ? `Add "${trimmed}" as a new phrase` : 'Add a phrase'}
          </Button>
        </Stack>
      ) : (
        <VirtualPhraseList
          phrases={results}
          statusOf={statusOf}
          recallOf={recallOf}
          languagesKnown={languagesKnown}
          onStatusChange={hasDeck ? onStatusChange : null}
          label={`${library?.name ?? lang} phrases`}
        />
      )}
    </Stack>
  );
}
