import type { ReactElement } from 'react';
import { ActionIcon } from '@mantine/core';
import { Menu, Tooltip } from '@phrasebook/ui';
import { IconCards, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What the "+" button and the sidebar's context menu offer (docs/product.md §2 layout). */
function CreateItems() {
  return (
    <>
      <Menu.Label>Create</Menu.Label>
      <Menu.Item
        component={Link}
        to="/learn/add-deck"
        leftSection={<IconCards size={16} aria-hidden />}
      >
        Add a deck
      </Menu.Item>
    </>
  );
}

/** "+" button opening the create menu. */
export function SidebarCreateMenu() {
  return (
    <Menu position="bottom-start" width={200}>
      <Menu.Target>
        <Tooltip label="Create" position="right">
          <ActionIcon variant="subtle" color="gray" aria-label="Create">
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <CreateItems />
      </Menu.Dropdown>
    </Menu>
  );
}

/** Right-click (or long-press) anywhere on `children` opens the create menu at the pointer. */
export function SidebarContextMenu({ children }: { children: ReactElement }) {
  return (
    <Menu width={200}>
      <Menu.ContextMenu>{children}</Menu.ContextMenu>
      <Menu.Dropdown>
        <CreateItems />
      </Menu.Dropdown>
    </Menu>
  );
}
