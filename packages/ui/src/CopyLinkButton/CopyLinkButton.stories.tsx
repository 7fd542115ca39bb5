import type { Meta, StoryObj } from '../../storybook/types.ts';
import { CopyLinkButton } from './CopyLinkButton.tsx';

const meta = {
  title: 'Inputs/CopyLinkButton',
  component: CopyLinkButton,
  args: { url: 'https://example.com/learn/spa/requests/42' },
} satisfies Meta<typeof CopyLinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLabel: Story = { args: { label: 'Copy invite link' } };
