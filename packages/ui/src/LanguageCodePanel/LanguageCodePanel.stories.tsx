import type { Meta, StoryObj } from '../../storybook/types.ts';
import { LanguageCodePanel } from './LanguageCodePanel.tsx';

const meta = {
  title: 'Feedback/LanguageCodePanel',
  component: LanguageCodePanel,
  args: { problem: 'language', code: 'span' },
} satisfies Meta<typeof LanguageCodePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownLanguageWithHint: Story = {};
export const NoDeckYet: Story = { args: { problem: 'deck', code: 'ita' } };
