import type { Meta, StoryObj } from '../../storybook/types.ts';
import { Paper, Text } from '@mantine/core';
import { PageContainer } from './PageContainer.tsx';

const meta = {
  title: 'Layout/PageContainer',
  component: PageContainer,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <Paper withBorder p="md">
        <Text>Page content sits in a centred column with the app's standard padding.</Text>
      </Paper>
    ),
  },
} satisfies Meta<typeof PageContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const Reading: Story = { args: { size: 'sm' } };
export const Wide: Story = { args: { size: 'lg' } };
