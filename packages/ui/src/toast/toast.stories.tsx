import type { Meta, StoryObj } from '../../storybook/types.ts';
import { Button, Group } from '@mantine/core';
import { toast } from './toast.ts';

function ToastPlayground() {
  return (
    <Group>
      <Button variant="default" onClick={() => toast('Copied to clipboard')}>
        Plain
      </Button>
      <Button color="teal" onClick={() => toast.success('Friend request sent')}>
        Success
      </Button>
      <Button
        color="red"
        onClick={() => toast.error('There was an error posting your review: Failed to fetch')}
      >
        Error
      </Button>
      <Button
        variant="light"
        onClick={() => {
          const id = toast.loading('Saving your deck settings');
          setTimeout(() => toast.update(id, 'success', 'Deck settings saved'), 1500);
        }}
      >
        Loading, then success
      </Button>
    </Group>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastPlayground,
} satisfies Meta<typeof ToastPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Toasts appear at the top centre: 4 s for plain and error, 2 s for success. */
export const Kinds: Story = {};
