import type { ReactNode } from 'react';
import classes from './page-frame.module.css';
import { PageHeader } from './PageHeader.tsx';
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
      <PageHeader title={title} subtitle={subtitle} />
      {children}
    </main>
  );
}
PageFrame.displayName = 'PageFrame';
