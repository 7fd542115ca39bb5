import type { Meta, StoryObj } from '../../storybook/types.ts';
import { CardStatusControl } from './CardStatusControl.tsx';

const meta = {
  title: 'Inputs/CardStatusControl',
  component: CardStatusControl,
  args: { status: 'active', phraseText: 'La cuenta, por favor.', onChange: () => {} },
} satisfies Meta<typeof CardStatusControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Learned: Story = { args: { status: 'learned' } };
export const NotInDeck: Story = { args: { status: null } };
export const Disabled: Story = { args: { status: null, disabled: true } };
