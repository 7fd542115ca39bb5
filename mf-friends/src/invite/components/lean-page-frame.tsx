import type { ReactNode } from 'react';
import { PageHeader } from '@phrasebook/ui/lean';
import classes from './lean-page-frame.module.css';

export interface LeanPageFrameProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A dimmed line under the title. @default undefined */
  subtitle?: ReactNode;
  /** The screen's content. */
  children: ReactNode;
}

/**
 * @phrasebook/ui's PageFrame without Mantine, for the remote's signed-out page: the page's
 * `<main>` at the standard width, the lean kit's title block, then the content.
 */
export function LeanPageFrame({ title, subtitle, children }: LeanPageFrameProps) {
  return (
    <main className={classes.page}>
      <PageHeader title={title} subtitle={subtitle} />
      {children}
    </main>
  );
}
