import type { ReactNode } from 'react';
import { Box, Flex } from '@mantine/core';
import { PublicHeader } from './public-header.tsx';
import { PublicFooter } from './public-footer.tsx';

/** Header, main landmark and footer shared by the signed-out content pages. */
export function PublicPageFrame({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" mih="100dvh">
      <PublicHeader />
      <Box component="main" id="main-content" style={{ flex: 1 }}>
        {children}
      </Box>
      <PublicFooter />
    </Flex>
  );
}
