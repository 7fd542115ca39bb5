import type { Meta, StoryObj } from '../../storybook/types.ts';
import { LanguageSelect } from './LanguageSelect.tsx';

const meta = {
  title: 'Inputs/LanguageSelect',
  component: LanguageSelect,
  args: { label: 'Translation language', preferred: ['eng', 'tam'], defaultValue: 'eng' },
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KnownLanguagesFirst: Story = {};
export const AllLanguages: Story = { args: { preferred: [] } };
export const WithError: Story = { args: { error: 'Provide a language for the translation' } };
