import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { LanguageSelect } from '../../shared/components/language-select.tsx';
import type { BulkDraft } from './bulk-draft.ts';
import { newTranslation } from './bulk-draft.ts';

/** One staged phrase with its translations; each field shows its docs/product.md §5 message. */
export function BulkPhraseRow({
  form,
  index,
  languagesKnown,
  defaultLang,
  onNoneLeft,
}: {
  form: UseFormReturnType<BulkDraft>;
  index: number;
  languagesKnown: readonly string[];
  defaultLang: string;
  /** After the last phrase is removed, for the focus: no field is left to take it. */
  onNoneLeft: () => void;
}) {
  const addTranslation = useRef<HTMLButtonElement>(null);
  const phrase = form.values.phrases[index];
  if (!phrase) return null;
  const path = `phrases.${index}`;
  const n = index + 1;
  // A remove button goes with what it removes, which dropped a keyboard user's focus to the
  // page's body: it moves to the field that takes its place, or the one before, or with no
  // phrase left to whatever adds one.
  const removePhrase = () => {
    const left = form.values.phrases.length - 1;
    flushSync(() => form.removeListItem('phrases', index));
    if (left > 0) form.getInputNode(`phrases.${Math.min(index, left - 1)}.phrase_text`)?.focus();
    else onNoneLeft();
  };
  const removeTranslation = (t: number) => {
    const left = phrase.translations.length - 1;
    flushSync(() => form.removeListItem(`${path}.translations`, t));
    if (left > 0) form.getInputNode(`${path}.translations.${Math.min(t, left - 1)}.text`)?.focus();
    else addTranslation.current?.focus();
  };
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={`Phrase ${n}`}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={`Phrase ${n}`}
            style={{ flex: 1 }}
            required
            {...form.getInputProps(`${path}.phrase_text`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            aria-label={`Remove phrase ${n}`}
            onClick={removePhrase}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        {phrase.translations.map((translation, t) => (
          <Group
            key={translation.key}
            // The boxes in line when the language's longer label takes two lines.
            align="flex-end"
            gap="sm"
            wrap="wrap"
            pl={{ base: 0, sm: 'lg' }}
          >
            <LanguageSelect
              label={`Phrase ${n}, translation ${t + 1} language`}
              preferred={languagesKnown}
              style={{ flex: '0 1 12rem' }}
              {...form.getInputProps(`${path}.translations.${t}.lang`)}
            />
            {/* The text and its remove button stay together when a phone puts the language
            above them: the button stood alone on a line of its own. */}
            <Group align="flex-end" gap="sm" wrap="nowrap" style={{ flex: '1 1 12rem' }}>
              <TextInput
                label={`Phrase ${n}, translation ${t + 1}`}
                style={{ flex: 1 }}
                {...form.getInputProps(`${path}.translations.${t}.text`)}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                // Beside the box, however many lines its label takes on a phone.
                mb={4}
                aria-label={`Remove translation ${t + 1} of phrase ${n}`}
                onClick={() => removeTranslation(t)}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        ))}
        {typeof form.errors[`${path}.translations`] === 'string' ? (
          <Text size="sm" c="red" role="alert">
            {form.errors[`${path}.translations`]}
          </Text>
        ) : null}
        <Button
          ref={addTranslation}
          variant="subtle"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} aria-hidden />}
          // The row's number is heard, not shown: the button is inside the row, and with it the
          // label ran past a 320 px phone's card.
          aria-label={`Add a translation to phrase ${n}`}
          onClick={() => form.insertListItem(`${path}.translations`, newTranslation(defaultLang))}
        >
          Add a translation
        </Button>
      </Stack>
    </Paper>
  );
}
