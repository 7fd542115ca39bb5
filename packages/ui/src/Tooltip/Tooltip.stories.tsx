import type { Meta, StoryObj } from '../../storybook/types.ts';
import { Button, Group } from '@mantine/core';
import { Tooltip } from './Tooltip.tsx';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { label: 'Create', children: <Button variant="default">Hover me</Button> },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows after the theme's 700 ms of hover. */
export const Top: Story = {};
export const EverySide: Story = {
  render: () => (
    <Group gap="xl" p="xl">
      {(['top', 'right', 'bottom', 'left'] as const).map((position) => (
        <Tooltip key={position} label={`On the ${position}`} position={position}>
          <Button variant="default">{position}</Button>
        </Tooltip>
      ))}
    </Group>
  ),
};
