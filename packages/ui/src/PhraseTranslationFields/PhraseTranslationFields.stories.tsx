import type { Meta, StoryObj } from '../../storybook/types.ts';
import { PhraseTranslationFields } from './PhraseTranslationFields.tsx';

const meta = {
  title: 'Forms/PhraseTranslationFields',
  component: PhraseTranslationFields,
  args: {
    phraseLabel: 'Phrase in Spanish',
    phrase: { defaultValue: 'La cuenta, por favor.' },
    translationLang: { defaultValue: 'eng' },
    translation: { defaultValue: 'The check, please.' },
    preferred: ['eng'],
  },
} satisfies Meta<typeof PhraseTranslationFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const WithErrors: Story = {
  args: {
    phrase: { error: 'Required' },
    translationLang: { error: 'Provide a language for the translation' },
    translation: { error: 'Required' },
  },
};
