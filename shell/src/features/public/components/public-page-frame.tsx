import type { ReactNode } from 'react';
import { PublicHeader } from './public-header.tsx';
import { PublicFooter } from './public-footer.tsx';
import classes from './public-page.module.css';

/**
 * Header, main landmark and footer shared by the signed-out content pages. Built from the lean
 * kit like /login, so these pages load neither Mantine nor the data layer.
 */
export function PublicPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className={classes.frame}>
      <PublicHeader />
      <main id="main-content" className={classes.main}>
        {children}
      </main>
      <PublicFooter />
    </div>
  );
}
