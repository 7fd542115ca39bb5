import { useState } from 'react';
import type { Meta, StoryObj } from '../../storybook/types.ts';
import { LanguagesKnownField } from './LanguagesKnownField.tsx';
import type { LanguageKnownDraft } from './languages-known-errors.ts';

function Controlled({ initial, error }: { initial: LanguageKnownDraft[]; error?: string }) {
  const [value, setValue] = useState(initial);
  return <LanguagesKnownField value={value} onChange={setValue} error={error} />;
}

const meta = {
  title: 'Forms/LanguagesKnownField',
  component: Controlled,
  args: { initial: [{ lang: 'eng', level: 'fluent' }] },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneLanguage: Story = {};
export const Several: Story = {
  args: {
    initial: [
      { lang: 'eng', level: 'fluent' },
      { lang: 'spa', level: 'beginner' },
    ],
  },
};
export const WithError: Story = {
  args: { initial: [{ lang: '', level: 'fluent' }], error: 'Please select a language' },
};
