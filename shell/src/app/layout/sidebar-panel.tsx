import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Kbd, ActionIcon, Anchor, Text } from '@mantine/core';
import { PhrasebookLogo, Tooltip } from '@phrasebook/ui';
import { SidebarCreateMenu } from './sidebar-create-menu.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { SidebarDecks } from './sidebar-decks.tsx';
import { QuickSearchButton } from './quick-search-shortcut.tsx';
import { UserMenu, type SidebarAccount } from './user-menu.tsx';
import classes from './sidebar-panel.module.css';
import decksClasses from './sidebar-decks.module.css';

export interface SidebarPanelProps {
  account: SidebarAccount;
  /** Icon rail instead of the full panel. */
  collapsed: boolean;
  onSignOut: () => void;
  /** Present on desktop: the collapse/expand button. Absent in the phone sheet. */
  onToggle?: () => void;
  /** Id of the element the toggle controls, for aria-controls. */
  controlsId?: string;
  /** The notification bell, beside the toggle. */
  bell?: ReactNode;
}

/** Everything inside the sidebar: brand, toggle, navigation, create menu and the account. */
export function SidebarPanel({
  account,
  collapsed,
  onSignOut,
  onToggle,
  controlsId,
  bell,
}: SidebarPanelProps) {
  return (
    <div className={classes.panel} data-collapsed={collapsed || undefined}>
      <div className={classes.header}>
        <Anchor
          component={Link}
          to="/learn"
          underline="never"
          c="inherit"
          aria-label="Phrasebook, learning home"
        >
          <PhrasebookLogo size={collapsed ? 28 : 30} withWordmark={!collapsed} />
        </Anchor>
        {bell}
        {onToggle ? (
          <Tooltip
            label={
              <Text size="xs" component="span">
                {collapsed ? 'Expand' : 'Collapse'} sidebar <Kbd size="xs">Ctrl</Kbd>/
                <Kbd size="xs">⌘</Kbd> + <Kbd size="xs">B</Kbd>
              </Text>
            }
            position="right"
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onToggle}
              aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-expanded={!collapsed}
              aria-controls={controlsId}
              aria-keyshortcuts="Control+B Meta+B"
            >
              {collapsed ? (
                <IconLayoutSidebarLeftExpand size={18} aria-hidden />
              ) : (
                <IconLayoutSidebarLeftCollapse size={18} aria-hidden />
              )}
            </ActionIcon>
          </Tooltip>
        ) : null}
      </div>
      {collapsed ? null : (
        <div className={classes.sectionLabel}>
          <span>Navigation</span>
          <SidebarCreateMenu />
        </div>
      )}
      <div className={decksClasses.scroll}>
        <SidebarNav collapsed={collapsed} />
        <QuickSearchButton collapsed={collapsed} />
        <SidebarDecks collapsed={collapsed} />
      </div>
      <div className={classes.footer}>
        <UserMenu account={account} collapsed={collapsed} onSignOut={onSignOut} />
      </div>
    </div>
  );
}
