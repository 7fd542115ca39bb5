import type { Meta, StoryObj } from '../../storybook/types.ts';
import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from './Modal.tsx';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { opened: false, onClose: () => {}, title: 'Archive your Spanish deck?', children: null },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmation: focus starts on the marked button; Escape or the backdrop close it. */
export const Confirmation: Story = {
  render: function Render() {
    const [opened, setOpened] = useState(false);
    return (
      <>
        <Button onClick={() => setOpened(true)}>Archive deck</Button>
        <Modal opened={opened} onClose={() => setOpened(false)} title="Archive your Spanish deck?">
          <Stack gap="md">
            <Text size="sm">Nothing is deleted: restore it from Archived decks.</Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button color="red" data-autofocus onClick={() => setOpened(false)}>
                Archive
              </Button>
            </Group>
          </Stack>
        </Modal>
      </>
    );
  },
};
