import type { Meta, StoryObj } from '../../storybook/types.ts';
import { Button } from '@mantine/core';
import { ErrorPanel } from './ErrorPanel.tsx';

const meta = {
  title: 'Feedback/ErrorPanel',
  component: ErrorPanel,
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unknown: Story = {};
export const WithDetails: Story = {
  args: {
    text: 'We could not load this deck',
    error: Object.assign(new Error('JSON object requested, multiple (or no) rows returned'), {
      status: 406,
      cause: 'The result contains 0 rows',
    }),
  },
};
export const WithAction: Story = {
  args: {
    error: new Error('Failed to fetch'),
    children: (
      <Button variant="light" color="red">
        Try again
      </Button>
    ),
  },
};
