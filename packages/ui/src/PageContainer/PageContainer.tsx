import type { ReactNode } from 'react';
import { Container, type ContainerProps } from '@mantine/core';

export interface PageContainerProps extends Omit<ContainerProps, 'size'> {
  /** Page content. */
  children: ReactNode;
  /** Maximum content width: 'sm' for reading (policies, forms), 'lg' for dashboards. @default 'md' */
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** Centres a page's content with the app's standard width and vertical rhythm. */
export function PageContainer({ children, size = 'md', py = 'xl', ...rest }: PageContainerProps) {
  return (
    <Container size={size} py={py} px={{ base: 'md', sm: 'lg' }} {...rest}>
      {children}
    </Container>
  );
}
PageContainer.displayName = 'PageContainer';
