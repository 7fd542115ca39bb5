import type { ReactNode } from 'react';
import classes from './text.module.css';
import './theme.ts';

export interface TextProps {
  /** 'sm' for secondary lines; otherwise the body size. @default undefined */
  size?: 'sm';
  /** The theme's dimmed colour (meets 4.5:1 in both schemes). @default false */
  dimmed?: boolean;
  /** @default undefined (inherits) */
  align?: 'left' | 'center' | 'right';
  children: ReactNode;
}

/** A paragraph with Mantine Text's size, line height and colours. */
export function Text({ size, dimmed = false, align, children }: TextProps) {
  return (
    <p
      className={classes.text}
      data-size={size}
      data-dimmed={dimmed || undefined}
      data-align={align}
    >
      {children}
    </p>
  );
}
Text.displayName = 'Text';
