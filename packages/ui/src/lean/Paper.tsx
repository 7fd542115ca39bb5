import type { ReactNode } from 'react';
import classes from './paper.module.css';
import './theme.ts';

export interface PaperProps {
  /** Padding and any shadow: the border, radius and background are the Paper's. */
  className?: string;
  children: ReactNode;
}

/** Mantine Paper withBorder (radius md) without Mantine: a bordered surface in both schemes. */
export function Paper({ className, children }: PaperProps) {
  return (
    <div className={className ? `${classes.paper} ${className}` : classes.paper}>{children}</div>
  );
}
Paper.displayName = 'Paper';
