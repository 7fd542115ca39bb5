import type { Meta, StoryObj } from '../../storybook/types.ts';
import { PageFrame } from './PageFrame.tsx';

const meta = {
  title: 'Layout/PageFrame',
  component: PageFrame,
  args: { title: 'Learning Home', subtitle: 'Which deck are we studying today?' },
} satisfies Meta<typeof PageFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndSubtitle: Story = {};
export const TitleOnly: Story = { args: { title: 'Friends and Contacts', subtitle: undefined } };
