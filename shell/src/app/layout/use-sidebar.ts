import { useCallback, useState } from 'react';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { MOBILE_MEDIA_QUERY, SIDEBAR_SHORTCUT } from './sidebar-constants.ts';
import { readSidebarExpanded, writeSidebarExpanded } from './sidebar-cookie.ts';

export interface SidebarControls {
  /** Desktop: full width with labels, or the icon rail. */
  expanded: boolean;
  /** Under 768px the sidebar is a sheet instead, open or closed. */
  isMobile: boolean;
  sheetOpen: boolean;
  setSheetOpen: (open: boolean) => void;
  /** What Ctrl/Cmd+B does: collapse/expand on desktop, open/close the sheet on phones. */
  toggle: () => void;
}

function matchesNow(query: string): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches
  );
}

/** Sidebar state: remembered in a cookie, toggled by button or Ctrl/Cmd+B. */
export function useSidebar(): SidebarControls {
  const [expanded, setExpanded] = useState(() => readSidebarExpanded());
  const [sheetOpen, setSheetOpen] = useState(false);
  // Read the query synchronously so a phone never paints the desktop rail first.
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, matchesNow(MOBILE_MEDIA_QUERY), {
    getInitialValueInEffect: false,
  });

  const toggle = useCallback(() => {
    if (isMobile) {
      setSheetOpen((open) => !open);
      return;
    }
    setExpanded((current) => {
      writeSidebarExpanded(!current);
      return !current;
    });
  }, [isMobile]);

  // An empty ignore list: the shortcut works while typing too, like in editors.
  useHotkeys([[SIDEBAR_SHORTCUT, toggle]], []);

  return { expanded, isMobile, sheetOpen, setSheetOpen, toggle };
}
