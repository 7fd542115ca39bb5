import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { PageContainer, PageHeader } from '@phrasebook/ui';

/** Set at build time (PUBLIC_BUILD_LABEL) to tell deployed builds of this remote apart. */
const buildLabel = process.env.PUBLIC_BUILD_LABEL;

export interface PageFrameProps {
  /** The page's title (SPEC §2 gives it for most routes). */
  title: ReactNode;
  /** @default undefined */
  subtitle?: ReactNode;
  /** The screen's content, which arrives with the feature's own issue. @default undefined */
  children?: ReactNode;
}

/** A screen of this remote: standard width, one title block, then its content. */
export function PageFrame({ title, subtitle, children }: PageFrameProps) {
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
