import type { Meta, StoryObj } from '../../storybook/types.ts';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Learning Home', subtitle: 'Which deck are we studying today?' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSubtitle: Story = {};
export const TitleOnly: Story = { args: { title: 'Friends and Contacts', subtitle: undefined } };
export const WithActions: Story = {
  args: { actions: <Button leftSection={<IconPlus size={16} aria-hidden />}>Add a deck</Button> },
};
