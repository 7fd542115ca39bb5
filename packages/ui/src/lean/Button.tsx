import type { ComponentPropsWithRef } from 'react';
import { ButtonContent, buttonLook, type ButtonLookProps } from './button-look.tsx';
import classes from './button-state.module.css';

export interface ButtonProps
  extends Omit<ButtonLookProps, 'className'>, ComponentPropsWithRef<'button'> {
  /** Shows a spinner; the button is disabled and aria-busy meanwhile. @default false */
  loading?: boolean;
}

/** Mantine Button's look; `type` defaults to "button" as on any Mantine button. */
export function Button({
  loading = false,
  fullWidth = false,
  variant = 'filled',
  size = 'sm',
  leftSection,
  rightSection,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      {...buttonLook({
        variant,
        size,
        fullWidth,
        leftSection,
        rightSection,
        className: className ? `${classes.state} ${className}` : classes.state,
      })}
      type={type}
      data-loading={loading || undefined}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <span className={classes.spinner} aria-hidden /> : null}
      <ButtonContent leftSection={leftSection} rightSection={rightSection}>
        {children}
      </ButtonContent>
    </button>
  );
}
Button.displayName = 'Button';
