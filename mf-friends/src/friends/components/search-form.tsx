import { useEffect, useRef } from 'react';
import { Button, Group, Paper, NativeSelect, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { findFriendSchema, languageOptions } from '@phrasebook/domain';
import { focusFirstInvalid } from '@phrasebook/ui/forms';

export interface SearchFormProps {
  /** The search the address holds: the boxes follow it as Back and Forward change it. */
  initial: { query: string; lang: string };
  onSearch: (values: { query: string; lang: string }) => void;
}

const languageChoices = [{ value: '', label: 'Any language' }, ...languageOptions];

/** The search box ('Search query is required' when empty, docs/product.md §5) and a language. */
export function SearchForm({ initial, onSearch }: SearchFormProps) {
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: initial,
    validate: schemaResolver(findFriendSchema, { sync: true }),
  });
  // Set only when the address changes, and only to what it holds: setting them remounts the
  // boxes, and after the form's own search they would take the focus from the box or button
  // the learner searched with. (The form object is new each render; the ref holds the last.)
  const latestForm = useRef(form);
  useEffect(() => {
    latestForm.current = form;
  });
  const { query, lang } = initial;
  useEffect(() => {
    const shown = latestForm.current.getValues();
    if (shown.query.trim() !== query || shown.lang !== lang) {
      latestForm.current.setValues({ query, lang });
      latestForm.current.clearErrors();
    }
  }, [query, lang]);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form
        role="search"
        aria-label="Search for people"
        noValidate
        onSubmit={form.onSubmit(
          (values) => onSearch({ query: values.query.trim(), lang: values.lang }),
          focusFirstInvalid,
        )}
      >
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Username"
            placeholder="Part of a username"
            autoComplete="off"
            required
            style={{ flex: '2 1 14rem' }}
            key={form.key('query')}
            {...form.getInputProps('query')}
          />
          <NativeSelect
            label="Who knows"
            data={languageChoices}
            style={{ flex: '1 1 10rem' }}
            key={form.key('lang')}
            {...form.getInputProps('lang')}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            leftSection={<IconSearch size={16} aria-hidden />}
          >
            Search
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
