import type { ReactNode } from 'react';
import { AlertBox } from './alert-box.tsx';
import classes from './lean.module.css';

export interface NoticeProps {
  title: string;
  children: ReactNode;
}

/**
 * News the user asked for (a link was sent), announced politely: Mantine's light teal Alert
 * look, as the Mantine screens show it.
 */
export function Notice({ title, children }: NoticeProps) {
  return (
    <AlertBox role="status" icon="circle-check" className={classes.notice} title={title}>
      {children}
    </AlertBox>
  );
}
Notice.displayName = 'Notice';
