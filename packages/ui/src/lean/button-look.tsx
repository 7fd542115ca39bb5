import type { ReactNode } from 'react';
import classes from './button.module.css';
import './theme.ts';

export interface ButtonLookProps {
  /**
   * 'filled': the primary action; 'default': a neutral bordered one; 'subtle': text only;
   * 'light': a tinted secondary action. @default 'filled'
   */
  variant?: 'filled' | 'default' | 'subtle' | 'light';
  /** Mantine's sizes xs (30 px high), sm (36 px) and md (42 px). @default 'sm' */
  size?: 'xs' | 'sm' | 'md';
  /** Takes the full width of its container. @default false */
  fullWidth?: boolean;
  /** An icon before the label. @default undefined */
  leftSection?: ReactNode;
  /** An icon after the label. @default undefined */
  rightSection?: ReactNode;
  className?: string;
}

/**
 * The attributes that give any element Mantine Button's look; spread them on the router's
 * Link, which the kit cannot import, and wrap its text in ButtonContent:
 * `<Link to="/signup" {...buttonLook({ size: 'md' })}><ButtonContent>Sign up</ButtonContent></Link>`.
 */
export function buttonLook({
  variant = 'filled',
  size = 'sm',
  fullWidth = false,
  leftSection,
  rightSection,
  className,
}: ButtonLookProps = {}) {
  return {
    className: className ? `${classes.button} ${className}` : classes.button,
    'data-variant': variant,
    'data-size': size,
    'data-block': fullWidth || undefined,
    'data-with-left-section': leftSection ? true : undefined,
    'data-with-right-section': rightSection ? true : undefined,
  };
}

/** A button's label between its optional icons. */
export function ButtonContent({
  leftSection,
  rightSection,
  children,
}: Pick<ButtonLookProps, 'leftSection' | 'rightSection'> & { children: ReactNode }) {
  return (
    <span className={classes.buttonLabel}>
      {leftSection ? (
        <span className={classes.buttonSection} data-position="left">
          {leftSection}
        </span>
      ) : null}
      {children}
      {rightSection ? (
        <span className={classes.buttonSection} data-position="right">
          {rightSection}
        </span>
      ) : null}
    </span>
  );
}
