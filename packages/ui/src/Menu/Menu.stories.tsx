import type { Meta, StoryObj } from '../../storybook/types.ts';
import { useState } from 'react';
import { Button } from '@mantine/core';
import { Menu } from './Menu.tsx';

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: { children: null },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened by its button: arrows move, Escape closes, a radio group stays open. */
export const WithItemsAndRadios: Story = {
  render: function Render() {
    const [scheme, setScheme] = useState('dark');
    return (
      <Menu width={220}>
        <Menu.Target>
          <Button variant="default">Open menu</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Account</Menu.Label>
          <Menu.Item>Profile</Menu.Item>
          <Menu.Divider />
          <Menu.Label>Theme</Menu.Label>
          <Menu.RadioGroup value={scheme} onChange={setScheme}>
            <Menu.RadioItem value="light">Light</Menu.RadioItem>
            <Menu.RadioItem value="dark">Dark</Menu.RadioItem>
          </Menu.RadioGroup>
          <Menu.Divider />
          <Menu.Item color="red">Sign out</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );
  },
};

/** Right-click (or long-press) the box. */
export const ContextMenu: Story = {
  render: () => (
    <Menu width={200}>
      <Menu.ContextMenu>
        <div style={{ padding: 40, border: '1px dashed var(--mantine-color-default-border)' }}>
          Right-click here
        </div>
      </Menu.ContextMenu>
      <Menu.Dropdown>
        <Menu.Item>Add a deck</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  ),
};
