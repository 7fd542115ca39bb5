import type { Meta, StoryObj } from '../../storybook/types.ts';
import { Kbd } from './Kbd.tsx';

const meta = {
  title: 'Data display/Kbd',
  component: Kbd,
  args: { children: 'Ctrl' },
} satisfies Meta<typeof Kbd>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = {};
export const ExtraSmall: Story = { args: { size: 'xs', children: '⌘' } };
