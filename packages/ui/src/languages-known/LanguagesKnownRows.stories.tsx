import { useState } from 'react';
import { languageName, languageOptions } from '@phrasebook/domain/languages';
import { messages } from '@phrasebook/domain';
import type { Meta, StoryObj } from '../../storybook/types.ts';
import type { LanguageKnownDraft } from './languages-known-errors.ts';
import { LanguagesKnownRows, type LanguagesKnownRowsProps } from './LanguagesKnownRows.tsx';

const languages = { languageName, languageOptions };

/** The rows with their own state, so adding, changing and removing work as on /signup. */
function Rows(props: LanguagesKnownRowsProps) {
  const [value, setValue] = useState<LanguageKnownDraft[]>(props.value);
  const [errors, setErrors] = useState(props.errors);
  return (
    <LanguagesKnownRows
      {...props}
      value={value}
      errors={errors}
      onChange={(next, left) => {
        setValue(next);
        setErrors(left);
      }}
    />
  );
}

const meta = {
  title: 'Forms/LanguagesKnownRows',
  component: LanguagesKnownRows,
  render: (args) => <Rows {...args} />,
  args: {
    languages,
    value: [{ lang: 'eng', level: 'fluent' }],
    errors: {},
    onChange: () => {},
  },
} satisfies Meta<typeof LanguagesKnownRows>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The last language cannot be removed. */
export const OneLanguage: Story = {};
export const Several: Story = {
  args: {
    value: [
      { lang: 'eng', level: 'fluent' },
      { lang: 'spa', level: 'beginner' },
      { lang: 'tam', level: 'proficient' },
    ],
  },
};
/** /signup's first paint, before the language names have loaded: only the prompt. */
export const LanguagesLoading: Story = {
  args: { languages: null, value: [{ lang: '', level: 'fluent' }] },
};
export const WithErrors: Story = {
  args: {
    value: [
      { lang: 'eng', level: 'fluent' },
      { lang: '', level: 'beginner' },
    ],
    errors: { 'languages_known.1.lang': messages.selectLanguage },
  },
};
