import type { Meta, StoryObj } from '../../storybook/types.ts';
import { NotificationBell } from './NotificationBell.tsx';

const meta = {
  title: 'Notifications/NotificationBell',
  component: NotificationBell,
  args: { unread: 0 },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing new: named "Notifications", no count. */
export const NoneUnread: Story = {};
export const ThreeUnread: Story = { args: { unread: 3 } };
/** Over 99 shows "99+"; the name still says the whole count. */
export const ManyUnread: Story = { args: { unread: 120 } };
export const Light: Story = { args: { unread: 3 }, globals: { colorScheme: 'light' } };
