import type { ReactNode } from 'react';
import { PageHeader } from '@phrasebook/ui/lean';
import { PublicContainer } from './public-container.tsx';
import { PublicPageFrame } from './public-page-frame.tsx';
import classes from './policy.module.css';

/** A policy page: the public frame, a reading-width column, the page's title and subtitle. */
export function PolicyPage({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <PublicPageFrame>
      <PublicContainer size="md" className={classes.page}>
        <PageHeader title={title} subtitle={subtitle} />
        {children}
      </PublicContainer>
    </PublicPageFrame>
  );
}
