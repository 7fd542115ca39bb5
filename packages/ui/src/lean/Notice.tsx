import type { ReactNode } from 'react';
import classes from './lean.module.css';

export interface NoticeProps {
  title: string;
  children: ReactNode;
}

/**
 * News the user asked for (a link was sent), announced politely: Mantine's light teal Alert
 * look, as the Mantine screens show it.
 */
export function Notice({ title, children }: NoticeProps) {
  return (
    <div className={`${classes.alert} ${classes.notice}`} role="status">
      <span className={classes.alertIcon}>
        {/* Tabler's circle-check. */}
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden
          focusable="false"
        >
          <path d="M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0M9 12l2 2l4 -4" />
        </svg>
      </span>
      <div className={classes.alertBody}>
        <div className={classes.alertTitle}>{title}</div>
        <div className={classes.alertMessage}>{children}</div>
      </div>
    </div>
  );
}
Notice.displayName = 'Notice';
