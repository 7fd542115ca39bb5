import type { Meta, StoryObj } from '../../storybook/types.ts';
import { FormErrorAlert } from './FormErrorAlert.tsx';

const meta = {
  title: 'Forms/FormErrorAlert',
  component: FormErrorAlert,
  args: { message: 'Invalid login credentials' },
} satisfies Meta<typeof FormErrorAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {};
export const CustomTitle: Story = {
  args: { title: 'Could not save your profile', message: 'That username is taken.' },
};
