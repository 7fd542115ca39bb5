import type { ReactNode } from 'react';
import classes from './frame.module.css';
import { Paper } from './Paper.tsx';
import heading from './page-title.module.css';
import text from './text.module.css';
import './theme.ts';

export interface AuthFrameProps {
  /** The page's one h1. */
  title: ReactNode;
  /** A dimmed line under the title. @default undefined */
  subtitle?: ReactNode;
  /** The card's content, usually a form. */
  children: ReactNode;
  /** Small centred lines under the card (e.g. a link to /signup). @default undefined */
  footer?: ReactNode;
}

/** The shell's AuthCard without Mantine: the page's `<main>`, a heading and a narrow card. */
export function AuthFrame({ title, subtitle, children, footer }: AuthFrameProps) {
  return (
    <main className={classes.frame}>
      <div className={classes.frameHead}>
        <h1 className={heading.title}>{title}</h1>
        {subtitle ? (
          <p className={text.text} data-dimmed>
            {subtitle}
          </p>
        ) : null}
      </div>
      <Paper className={classes.card}>{children}</Paper>
      {footer ? <div className={classes.frameFooter}>{footer}</div> : null}
    </main>
  );
}
AuthFrame.displayName = 'AuthFrame';
