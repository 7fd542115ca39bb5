import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Stack, Text, VisuallyHidden, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { languageOptions, normalizeSearchText } from '@phrasebook/domain';
import classes from './decks.module.css';

export interface LanguagePickerProps {
  value: string;
  onChange: (lang: string) => void;
  /** Languages I already have a deck in: shown, marked, never offered again. */
  ownedDecks: ReadonlyMap<string, { archived: boolean }>;
  error?: string | undefined;
}

/**
 * A searchable list of the ~180 languages (name or code), one radio each, so arrow keys,
 * screen readers and phones all work without a custom widget.
 */
export function LanguagePicker({ value, onChange, ownedDecks, error }: LanguagePickerProps) {
  const [query, setQuery] = useState('');
  const selectedRef = useRef<HTMLLabelElement>(null);
  const matches = useMemo(() => {
    const needle = normalizeSearchText(query);
    return languageOptions.filter(
      (option) =>
        needle === '' ||
        normalizeSearchText(option.label).includes(needle) ||
        option.value === needle,
    );
  }, [query]);

  // A language given in the URL is scrolled into view once.
  useEffect(() => {
    selectedRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  return (
    <Stack gap="xs">
      <TextInput
        label="Search languages"
        placeholder="e.g. Spanish or spa"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        data-autofocus
        autoFocus
      />
      <div
        role="radiogroup"
        aria-label="Language"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'language-picker-error' : undefined}
        className={classes.optionList}
      >
        {matches.length === 0 ? (
          <Text size="sm" c="dimmed" p="sm">
            No language matches &quot;{query}&quot;.
          </Text>
        ) : (
          matches.map((option) => {
            const owned = ownedDecks.get(option.value);
            const checked = value === option.value;
            return (
              <label
                key={option.value}
                ref={checked ? selectedRef : undefined}
                className={classes.option}
                data-checked={checked || undefined}
                data-disabled={owned ? true : undefined}
              >
                <span>
                  <VisuallyHidden>
                    <input
                      type="radio"
                      name="lang"
                      value={option.value}
                      checked={checked}
                      disabled={Boolean(owned)}
                      onChange={() => onChange(option.value)}
                    />
                  </VisuallyHidden>
                  <Text span fw={checked ? 600 : 400}>
                    {option.label}
                  </Text>{' '}
                  <Text span size="xs" c="dimmed">
                    {option.value}
                  </Text>
                </span>
                {owned ? (
                  <Badge
                    variant="light"
                    color={owned.archived ? 'yellow' : 'gray'}
                    component={Link}
                    to={
                      owned.archived
                        ? `/learn/${option.value}/deck-settings`
                        : `/learn/${option.value}`
                    }
                    style={{ cursor: 'pointer' }}
                  >
                    {owned.archived ? 'Archived deck' : 'Your deck'}
                  </Badge>
                ) : null}
              </label>
            );
          })
        )}
      </div>
      {error ? (
        <Text id="language-picker-error" size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
