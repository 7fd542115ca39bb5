import type { ReactNode } from 'react';
import classes from './page-frame.module.css';
import text from './text.module.css';
import './theme.ts';

export interface PageFrameProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A dimmed line under the title. @default undefined */
  subtitle?: ReactNode;
  /** The screen's content. */
  children: ReactNode;
}

/**
 * @phrasebook/ui's PageFrame without Mantine: the page's `<main>` at the standard width, its
 * title block, then its content.
 */
export function PageFrame({ title, subtitle, children }: PageFrameProps) {
  return (
    <main className={classes.page}>
      <header className={classes.header}>
        <h1 className={classes.title}>{title}</h1>
        {subtitle ? (
          <p className={`${text.text} ${classes.subtitle}`} data-dimmed>
            {subtitle}
          </p>
        ) : null}
      </header>
      {children}
    </main>
  );
}
PageFrame.displayName = 'PageFrame';
