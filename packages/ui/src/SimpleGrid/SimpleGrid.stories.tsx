import type { Meta, StoryObj } from '../../storybook/types.ts';
import { Paper } from '../primitives/index.ts';
import { SimpleGrid } from './SimpleGrid.tsx';

const cells = [1, 2, 3, 4, 5, 6].map((n) => (
  <Paper key={n} withBorder p="md">
    Cell {n}
  </Paper>
));

const meta = {
  title: 'Layout/SimpleGrid',
  component: SimpleGrid,
  args: { cols: { base: 1, sm: 2, lg: 3 }, spacing: 'lg', children: cells },
} satisfies Meta<typeof SimpleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One column on phones, two from 48em, three from 75em. */
export const Responsive: Story = {};
export const ThreeColumns: Story = { args: { cols: 3, spacing: 'sm' } };
