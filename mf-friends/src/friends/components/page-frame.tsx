import type { ReactNode } from 'react';
import { PageContainer, PageHeader } from '@phrasebook/ui';

export interface PageFrameProps {
  /** The page's title (docs/product.md §2 gives it for most routes). */
  title: ReactNode;
  /** @default undefined */
  subtitle?: ReactNode;
  /** The screen's content. @default undefined */
  children?: ReactNode;
}

/** A screen: standard width, one title block, then its content. */
export function PageFrame({ title, subtitle, children }: PageFrameProps) {
  return (
    <PageContainer>
      <PageHeader title={title} subtitle={subtitle} />
      {children}
    </PageContainer>
  );
}

PageFrame.displayName = 'PageFrame';
