import type { ReactNode } from 'react';
import classes from './page-header.module.css';
import heading from './page-title.module.css';
import text from './text.module.css';
import './theme.ts';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A large dimmed line under the title. @default undefined */
  subtitle?: ReactNode;
}

/** @phrasebook/ui's PageHeader without Mantine: the page's title block, spaced from what follows. */
export function PageHeader({ title, subtitle }: PageHeaderProps) {
  return (
    <header className={classes.header}>
      <h1 className={heading.title}>{title}</h1>
      {subtitle ? (
        <p className={`${text.text} ${classes.subtitle}`} data-dimmed>
          {subtitle}
        </p>
      ) : null}
    </header>
  );
}
PageHeader.displayName = 'PageHeader';
