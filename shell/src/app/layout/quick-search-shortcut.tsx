import { Kbd, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Tooltip } from '@phrasebook/ui';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import classes from './sidebar-decks.module.css';

/** mf-learn's quick search; a plain URL, the shell knows remotes only at run time. */
export const QUICK_SEARCH_PATH = '/learn/quick-search';
export const QUICK_SEARCH_SHORTCUT = 'mod+K';

/**
 * Opens quick search. Each opening is a new navigation (its own history key), so pressing the
 * shortcut on the quick-search screen itself puts the cursor back in its box.
 */
function useOpenQuickSearch() {
  const navigate = useNavigate();
  return () => void navigate(QUICK_SEARCH_PATH, { state: { openedAt: Date.now() } });
}

/**
 * Ctrl/Cmd+K from anywhere in the signed-in app, while typing too (like the sidebar's
 * Ctrl/Cmd+B). Mounted by the layout frame, which is always there (the phone sheet is not).
 */
export function useQuickSearchShortcut(): void {
  const open = useOpenQuickSearch();
  useHotkeys([[QUICK_SEARCH_SHORTCUT, open]], []);
}

/** Quick search for pointers and touch, naming its shortcut. */
export function QuickSearchButton({ collapsed }: { collapsed: boolean }) {
  const open = useOpenQuickSearch();
  const button = (
    <UnstyledButton
      className={classes.searchButton}
      onClick={open}
      aria-keyshortcuts="Control+K Meta+K"
    >
      <IconSearch className={classes.searchIcon} aria-hidden stroke={1.75} />
      {collapsed ? (
        <VisuallyHidden>Quick search</VisuallyHidden>
      ) : (
        <>
          <span className={classes.searchLabel}>Quick search</span>
          <Text span size="xs" c="dimmed" aria-hidden>
            <Kbd size="xs">Ctrl</Kbd> <Kbd size="xs">K</Kbd>
          </Text>
        </>
      )}
    </UnstyledButton>
  );
  // Wrapped either way: the button keeps the focus as the sidebar collapses.
  return (
    <Tooltip label="Quick search (Ctrl/⌘ + K)" position="right" disabled={!collapsed}>
      {button}
    </Tooltip>
  );
}
