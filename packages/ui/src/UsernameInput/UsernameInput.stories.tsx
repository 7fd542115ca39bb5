import type { Meta, StoryObj } from '../../storybook/types.ts';
import { UsernameInput } from './UsernameInput.tsx';

const meta = {
  title: 'Forms/UsernameInput',
  component: UsernameInput,
  args: { defaultValue: 'sofia' },
} satisfies Meta<typeof UsernameInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Refused: Story = {
  args: { defaultValue: 'so', error: 'Too small: expected string to have >=3 characters' },
};
