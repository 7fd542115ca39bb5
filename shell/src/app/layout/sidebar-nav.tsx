import { Tooltip, VisuallyHidden } from '@mantine/core';
import { NavLink, useLocation } from 'react-router';
import { appNavigation } from './app-navigation.ts';
import classes from './sidebar-panel.module.css';

/** The app's main links; icon-only with tooltips when the sidebar is collapsed. */
export function SidebarNav({ collapsed }: { collapsed: boolean }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="App" className={classes.nav}>
      {appNavigation.map(({ to, label, icon: Icon, isActive }) => {
        const link = (
          <NavLink
            key={to}
            to={to}
            className={classes.link}
            // NavLink would also mark /learn current on /learn/add-deck; our own rule decides.
            aria-current={isActive(pathname) ? 'page' : false}
          >
            <Icon className={classes.linkIcon} aria-hidden stroke={1.75} />
            {collapsed ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
          </NavLink>
        );
        return collapsed ? (
          <Tooltip key={to} label={label} position="right">
            {link}
          </Tooltip>
        ) : (
          link
        );
      })}
    </nav>
  );
}
