import type { Meta, StoryObj } from '../../storybook/types.ts';
import { List } from './List.tsx';

const meta = {
  title: 'Data display/List',
  component: List,
  args: {
    children: [
      'From friends’ recommendations: 2',
      'Unreviewed cards: 5',
      'New from the library: 3',
    ].map((text) => <List.Item key={text}>{text}</List.Item>),
  },
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const SmallAndSpaced: Story = { args: { size: 'sm', spacing: 4 } };
