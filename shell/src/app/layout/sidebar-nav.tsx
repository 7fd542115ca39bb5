import { Badge, VisuallyHidden } from '@mantine/core';
import { Tooltip } from '@phrasebook/ui';
import { NavLink, useLocation } from 'react-router';
import { deckSummaries, useUnreadChatTotal } from '@phrasebook/data';
import { appNavigation } from './app-navigation.ts';
import { useSignedInProfile } from './use-signed-in-profile.ts';
import classes from './sidebar-panel.module.css';

/** "3 unread messages", for the badge's screen-reader text and tooltip. */
export function unreadLabel(count: number): string {
  return `${count} unread ${count === 1 ? 'message' : 'messages'}`;
}

/** The count on a link: beside the label, or on the icon's corner when collapsed. */
function UnreadBadge({ count, collapsed }: { count: number; collapsed: boolean }) {
  const shown = count > 99 ? '99+' : String(count);
  return (
    <>
      <Badge
        aria-hidden
        size={collapsed ? 'xs' : 'sm'}
        circle={count < 10}
        color="red"
        variant="filled"
        ml={collapsed ? undefined : 'auto'}
        style={
          collapsed
            ? { position: 'absolute', insetBlockStart: 2, insetInlineEnd: 2, pointerEvents: 'none' }
            : undefined
        }
      >
        {shown}
      </Badge>
      <VisuallyHidden>{unreadLabel(count)}</VisuallyHidden>
    </>
  );
}

/** The languages 'My decks' lists (its active decks), null until the profile is read. */
function useListedDecks(): ReadonlySet<string> | null {
  // The read 'My decks' makes: a deck archived shows in both at once.
  const { data } = useSignedInProfile();
  if (!data) return null;
  return new Set(
    deckSummaries(data)
      .filter((deck) => !deck.archived)
      .map((deck) => deck.lang),
  );
}

/** The app's main links; icon-only with tooltips when the sidebar is collapsed. */
export function SidebarNav({ collapsed }: { collapsed: boolean }) {
  const { pathname } = useLocation();
  const unreadChats = useUnreadChatTotal();
  const listedDecks = useListedDecks();
  return (
    <nav aria-label="App" className={classes.nav}>
      {appNavigation.map((entry) => {
        const { to, label, icon: Icon, isActive } = entry;
        const unread = 'showsUnreadChats' in entry ? unreadChats : 0;
        const link = (
          <NavLink
            key={to}
            to={to}
            className={classes.link}
            // NavLink would also mark /learn current on /learn/add-deck; our own rule decides.
            aria-current={isActive(pathname, listedDecks) ? 'page' : false}
            style={collapsed && unread > 0 ? { position: 'relative' } : undefined}
          >
            <Icon className={classes.linkIcon} aria-hidden stroke={1.75} />
            {collapsed ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
            {unread > 0 ? <UnreadBadge count={unread} collapsed={collapsed} /> : null}
          </NavLink>
        );
        // Wrapped either way: the link keeps the focus as the sidebar collapses.
        return (
          <Tooltip
            key={to}
            label={unread > 0 ? `${label}: ${unreadLabel(unread)}` : label}
            position="right"
            disabled={!collapsed}
          >
            {link}
          </Tooltip>
        );
      })}
    </nav>
  );
}
