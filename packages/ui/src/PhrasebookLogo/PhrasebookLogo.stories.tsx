import type { Meta, StoryObj } from '../../storybook/types.ts';
import { PhrasebookLogo } from './PhrasebookLogo.tsx';

const meta = {
  title: 'Brand/PhrasebookLogo',
  component: PhrasebookLogo,
} satisfies Meta<typeof PhrasebookLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Large: Story = { args: { size: 56 } };
export const MarkOnly: Story = { args: { withWordmark: false, size: 40 } };
