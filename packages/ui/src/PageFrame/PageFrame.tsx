import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { PageContainer } from '../PageContainer/PageContainer.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';

export interface PageFrameProps {
  /** The page's title (SPEC §2 gives it for most routes). */
  title: ReactNode;
  /** @default undefined */
  subtitle?: ReactNode;
  /** The screen's content. @default undefined */
  children?: ReactNode;
  /**
   * Which build of the app part this is (a remote's PUBLIC_BUILD_LABEL), shown small at the
   * foot so a deployment can be told apart. @default undefined
   */
  buildLabel?: string;
}

/** A screen: standard width, one title block, then its content. */
export function PageFrame({ title, subtitle, children, buildLabel }: PageFrameProps) {
  return (
    <PageContainer>
      <PageHeader title={title} subtitle={subtitle} />
      {children}
      {buildLabel ? (
        <Text size="xs" c="dimmed" mt="xl" data-testid="build-label">
          Build {buildLabel}
        </Text>
      ) : null}
    </PageContainer>
  );
}

PageFrame.displayName = 'PageFrame';
