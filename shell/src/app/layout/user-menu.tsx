import {
  IconDeviceDesktop,
  IconLogout,
  IconMoon,
  IconSelector,
  IconSun,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  Text,
  UnstyledButton,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { Menu, UserAvatar } from '@phrasebook/ui';
import classes from './sidebar-panel.module.css';

export interface SidebarAccount {
  username: string | null;
  email: string | null;
  avatarSrc: string | null;
}

export interface UserMenuProps {
  account: SidebarAccount;
  collapsed: boolean;
  onSignOut: () => void;
}

/** The signed-in user's name and avatar, opening Profile, theme choice and Sign out. */
export function UserMenu({ account, collapsed, onSignOut }: UserMenuProps) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const name = account.username ?? account.email ?? 'Your account';
  return (
    <Menu position={collapsed ? 'right-end' : 'top-start'} width={240}>
      <Menu.Target>
        <UnstyledButton
          className={classes.account}
          // The name starts with what is visible (WCAG 2.5.3 "label in name").
          aria-label={
            collapsed
              ? `Account menu for ${name}`
              : `${[name, account.username ? account.email : null].filter(Boolean).join(' ')}, account menu`
          }
        >
          <UserAvatar
            username={account.username ?? account.email}
            src={account.avatarSrc}
            size={32}
            decorative
          />
          {collapsed ? null : (
            <>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {name}
                </Text>
                {/* Blocks don't separate words in computed text; keep name and email apart. */}{' '}
                {account.email && account.username ? (
                  <Text size="xs" c="dimmed" truncate>
                    {account.email}
                  </Text>
                ) : null}
              </div>
              <IconSelector size={16} aria-hidden />
            </>
          )}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} aria-hidden />}>
          Profile
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>Theme</Menu.Label>
        <Menu.RadioGroup
          value={colorScheme}
          onChange={(value) => setColorScheme(value as MantineColorScheme)}
        >
          <Menu.RadioItem value="light" rightSection={<IconSun size={16} aria-hidden />}>
            Light
          </Menu.RadioItem>
          <Menu.RadioItem value="dark" rightSection={<IconMoon size={16} aria-hidden />}>
            Dark
          </Menu.RadioItem>
          <Menu.RadioItem value="auto" rightSection={<IconDeviceDesktop size={16} aria-hidden />}>
            System
          </Menu.RadioItem>
        </Menu.RadioGroup>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={onSignOut}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
