import type { Meta, StoryObj } from '../../storybook/types.ts';
import { Stack } from '@mantine/core';
import { RelativeTime } from './RelativeTime.tsx';

const minutes = (n: number) => new Date(Date.now() - n * 60_000);

const meta = {
  title: 'Data display/RelativeTime',
  component: RelativeTime,
  args: { date: minutes(5) },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MinutesAgo: Story = {};
/** Each unit the spec names: min, hr, d, mo, yr. Hover one for the full date. */
export const EveryUnit: Story = {
  render: () => (
    <Stack gap={4}>
      {[0, 12, 60 * 5, 60 * 24 * 3, 60 * 24 * 70, 60 * 24 * 800].map((n) => (
        <RelativeTime key={n} date={minutes(n)} />
      ))}
    </Stack>
  ),
};
