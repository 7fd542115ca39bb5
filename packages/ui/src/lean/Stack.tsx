import type { ReactNode } from 'react';
import classes from './stack.module.css';
import './theme.ts';

export interface StackProps {
  /** Space between children, a theme spacing step. @default 'md' */
  gap?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** Children in a column, stretched to full width, like Mantine Stack. */
export function Stack({ gap = 'md', children }: StackProps) {
  return (
    <div className={classes.stack} data-gap={gap}>
      {children}
    </div>
  );
}
Stack.displayName = 'Stack';
