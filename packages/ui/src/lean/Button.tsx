import type { ComponentPropsWithRef } from 'react';
import classes from './lean.module.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Shows a spinner; the button is disabled and aria-busy meanwhile. @default false */
  loading?: boolean;
  /** Takes the full width of its container. @default false */
  fullWidth?: boolean;
  /** 'filled': the primary action; 'default': a neutral bordered one. @default 'filled' */
  variant?: 'filled' | 'default';
}

/** Mantine Button's look (size sm); `type` defaults to "button" as on any Mantine button. */
export function Button({
  loading = false,
  fullWidth = false,
  variant = 'filled',
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={className ? `${classes.button} ${className}` : classes.button}
      data-variant={variant}
      data-block={fullWidth || undefined}
      data-loading={loading || undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className={classes.spinner} aria-hidden /> : null}
      <span className={classes.buttonLabel}>{children}</span>
    </button>
  );
}
Button.displayName = 'Button';
