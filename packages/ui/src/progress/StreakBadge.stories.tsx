import type { Meta, StoryObj } from '../../storybook/types.ts';
import { StreakBadge } from './StreakBadge.tsx';

const meta = {
  title: 'Progress/StreakBadge',
  component: StreakBadge,
  args: { current: 12 },
} satisfies Meta<typeof StreakBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {};
/** No streak yet, or it was broken: grey. */
export const Zero: Story = { args: { current: 0, longest: 0 } };
export const LongWithBest: Story = { args: { current: 365, longest: 412 } };
export const Light: Story = { args: { longest: 30 }, globals: { colorScheme: 'light' } };
export const Dark: Story = { args: { longest: 30 }, globals: { colorScheme: 'dark' } };
