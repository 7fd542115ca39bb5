import type { Meta, StoryObj } from '../../storybook/types.ts';
import { UserAvatar } from './UserAvatar.tsx';

const meta = {
  title: 'Data display/UserAvatar',
  component: UserAvatar,
  args: { username: 'sofia', size: 56 },
} satisfies Meta<typeof UserAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initial: Story = {};
export const BrokenImageFallsBack: Story = {
  args: { username: 'amadou', src: '/missing-avatar.png' },
};
export const Unknown: Story = { args: { username: null } };
/** Next to a written name (e.g. in the account button): hidden from screen readers. */
export const Decorative: Story = { args: { username: 'sofia', decorative: true } };
