import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { languageName, languageOptions } from '@phrasebook/domain';
import {
  languageChoices,
  levelOptions,
  type LanguageKnownDraft,
} from '@phrasebook/ui/languages-known';
import { SelectField } from '@phrasebook/ui/lean';
import classes from './languages-known-field.module.css';

export interface LanguagesKnownFieldProps {
  value: LanguageKnownDraft[];
  onChange: (next: LanguageKnownDraft[]) => void;
  /** Error for the list as a whole ('Please add at least one language you know.'). @default undefined */
  error?: ReactNode;
  /** Errors of one row's fields, by row index. @default () => ({}) */
  rowErrors?: (index: number) => { lang?: ReactNode; level?: ReactNode };
  /** @default 'Languages you know' */
  legend?: string;
}

/**
 * Edits the languages-known list (docs/product.md §3, §5): add a language, change its level, remove one;
 * the last one cannot be removed. Presentational: the form owns the value and validation.
 */
export function LanguagesKnownField({
  value,
  onChange,
  error,
  rowErrors = () => ({}),
  legend = 'Languages you know',
}: LanguagesKnownFieldProps) {
  const update = (index: number, patch: Partial<LanguageKnownDraft>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));
  const add = () => onChange([...value, { lang: '', level: 'beginner' }]);

  return (
    <fieldset
      className={classes.fieldset}
      aria-describedby={error ? 'languages-known-error' : undefined}
    >
      <legend className={classes.legend}>{legend}</legend>
      <Stack gap="sm">
        {value.map((row, index) => {
          const errors = rowErrors(index);
          return (
            <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
              <SelectField
                label="Language"
                aria-label={`Language ${index + 1}`}
                options={languageChoices(languageOptions, value, index)}
                value={row.lang}
                onChange={(event) => update(index, { lang: event.currentTarget.value })}
                error={errors.lang}
                rootStyle={{ flex: 1, minWidth: 0 }}
              />
              <SelectField
                label="Level"
                aria-label={`Level ${index + 1}`}
                options={levelOptions}
                value={row.level}
                onChange={(event) => update(index, { level: event.currentTarget.value })}
                error={errors.level}
                // Wide enough for 'Proficient' on a 375 px phone; the language takes the rest.
                rootStyle={{ flex: '0 0 8rem' }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                mt={26}
                onClick={() => remove(index)}
                disabled={value.length <= 1}
                aria-label={`Remove ${row.lang ? languageName(row.lang) : `language ${index + 1}`}`}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {error ? (
          <Text id="languages-known-error" c="red" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
          >
            Add a language
          </Button>
        </Group>
      </Stack>
    </fieldset>
  );
}

LanguagesKnownField.displayName = 'LanguagesKnownField';
