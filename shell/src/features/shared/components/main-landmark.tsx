import { createContext, useContext, type ReactNode } from 'react';
import { Box, type BoxProps } from '@mantine/core';

const InsideMain = createContext(false);

/** Marks its subtree as already inside the page's <main> (the signed-in layout provides it). */
export function MainLandmarkProvider({ children }: { children: ReactNode }) {
  return <InsideMain.Provider value>{children}</InsideMain.Provider>;
}

/**
 * A screen's <main> when it is the whole page (e.g. a 404 at the top level), a plain <div>
 * when the app layout already supplies one, so a page never has two main landmarks.
 */
export function MainLandmark({ children, ...rest }: BoxProps & { children: ReactNode }) {
  const insideMain = useContext(InsideMain);
  return (
    <Box component={insideMain ? 'div' : 'main'} {...rest}>
      {children}
    </Box>
  );
}
