import type { Meta, StoryObj } from '../../storybook/types.ts';
import { ColorSchemeChoice } from './ColorSchemeChoice.tsx';

const meta = {
  title: 'Inputs/ColorSchemeChoice',
  component: ColorSchemeChoice,
} satisfies Meta<typeof ColorSchemeChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabels: Story = {};
export const IconsOnly: Story = { args: { withLabels: false, size: 'xs' } };
