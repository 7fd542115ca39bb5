import { useEffect, useLayoutEffect, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ModalDialog, PhrasebookLogo } from '@phrasebook/ui';
import {
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  TOP_BAR_HEIGHT,
  TOP_BAR_HEIGHT_PROPERTY,
} from './sidebar-constants.ts';
import { SidebarContextMenu } from './sidebar-create-menu.tsx';
import { SidebarPanel } from './sidebar-panel.tsx';
import { useQuickSearchShortcut } from './quick-search-shortcut.tsx';
import { useSidebar } from './use-sidebar.ts';
import type { SidebarAccount } from './user-menu.tsx';
import { MainLandmarkProvider } from '../../features/shared/components/main-landmark.tsx';
import classes from './app-layout.module.css';

const SIDEBAR_ID = 'app-sidebar';

export interface AppLayoutFrameProps {
  account: SidebarAccount;
  onSignOut: () => void;
  /** The notification bell: in the sidebar's header, or the phone's top bar. */
  bell?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * The signed-in frame without data wiring: a collapsible sidebar on wide screens, a sheet on
 * phones (docs/product.md §2 layout, §9 widths), and the page beside it.
 */
export function AppLayoutFrame({ account, onSignOut, bell, children }: AppLayoutFrameProps) {
  const { expanded, isMobile, sheetOpen, setSheetOpen, toggle } = useSidebar();
  useQuickSearchShortcut();
  const { pathname } = useLocation();

  // Following a link from the sheet should reveal the page it opened.
  useEffect(() => setSheetOpen(false), [pathname, setSheetOpen]);

  // Before the first paint, since the bar takes its height from it; the toasts read it too.
  useLayoutEffect(() => {
    if (!isMobile) return;
    const { style } = document.documentElement;
    style.setProperty(TOP_BAR_HEIGHT_PROPERTY, TOP_BAR_HEIGHT);
    return () => {
      style.removeProperty(TOP_BAR_HEIGHT_PROPERTY);
    };
  }, [isMobile]);

  return (
    <div
      className={classes.root}
      data-sidebar={isMobile ? 'sheet' : expanded ? 'expanded' : 'collapsed'}
    >
      {/* The first Tab stop: a dozen of the sidebar's come before the page otherwise. The
          router does not follow in-page links, so it moves the focus itself. */}
      <a
        href="#main-content"
        className={classes.skipLink}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        Skip to main content
      </a>
      {isMobile ? (
        <ModalDialog
          opened={sheetOpen}
          onClose={() => setSheetOpen(false)}
          id={SIDEBAR_ID}
          aria-label="App sidebar"
          className={classes.sheet}
          style={{ width: SIDEBAR_WIDTH_MOBILE }}
        >
          <SidebarPanel account={account} collapsed={false} onSignOut={onSignOut} />
        </ModalDialog>
      ) : (
        <SidebarContextMenu>
          <aside
            id={SIDEBAR_ID}
            aria-label="App sidebar"
            className={classes.sidebar}
            data-state={expanded ? 'expanded' : 'collapsed'}
            style={
              { '--sidebar-width': expanded ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_ICON } as CSSProperties
            }
          >
            <SidebarPanel
              account={account}
              collapsed={!expanded}
              onSignOut={onSignOut}
              onToggle={toggle}
              controlsId={SIDEBAR_ID}
              bell={bell}
            />
          </aside>
        </SidebarContextMenu>
      )}
      <div className={classes.content}>
        {isMobile ? (
          <header className={classes.mobileBar}>
            <button
              type="button"
              className={classes.burger}
              onClick={toggle}
              aria-label={sheetOpen ? 'Close sidebar' : 'Open sidebar'}
              aria-controls={SIDEBAR_ID}
            >
              <span className={classes.burgerLines} data-opened={sheetOpen || undefined} />
            </button>
            <PhrasebookLogo size={26} />
            {bell ? <div className={classes.mobileBell}>{bell}</div> : null}
          </header>
        ) : null}
        <main id="main-content" className={classes.main} tabIndex={-1}>
          <MainLandmarkProvider>{children}</MainLandmarkProvider>
        </main>
      </div>
    </div>
  );
}
