import type { ReactNode } from 'react';
import { AlertBox, type AlertIcon } from './alert-box.tsx';
import classes from './alert.module.css';
import './theme.ts';

export interface NoticeProps {
  title: string;
  children: ReactNode;
  /** 'teal' for something done, 'primary' (violet) for what happens next. @default 'teal' */
  color?: 'teal' | 'primary';
  /** null for none, as a Mantine Alert without an icon. @default 'circle-check' */
  icon?: AlertIcon | null;
}

/**
 * News the user asked for (a link was sent), announced politely: Mantine's light teal Alert
 * look, as the Mantine screens show it.
 */
export function Notice({ title, children, color = 'teal', icon = 'circle-check' }: NoticeProps) {
  return (
    <AlertBox
      role="status"
      icon={icon ?? undefined}
      className={color === 'teal' ? classes.notice : classes.noticePrimary}
      title={title}
    >
      {children}
    </AlertBox>
  );
}
Notice.displayName = 'Notice';
