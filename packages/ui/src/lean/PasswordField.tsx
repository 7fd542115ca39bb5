import { useState, type ComponentPropsWithRef } from 'react';
import { FieldFrame, useField, type FieldOwnProps } from './field.tsx';
import classes from './field.module.css';
import './theme.ts';

export interface PasswordFieldProps
  extends FieldOwnProps, Omit<ComponentPropsWithRef<'input'>, 'required' | 'type'> {}

// Mantine PasswordInput's eye / eye-slash drawings (Phosphor, 256 grid).
const eye =
  'M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72zM168 128a40 40 0 1 1-80 0 40 40 0 0 1 80 0z';
const eyeSlash =
  'M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6';

/**
 * A labelled password input with a show / hide button inside it, like Mantine PasswordInput.
 * Unlike Mantine's, the button is in the tab order, so keyboard users can reveal too.
 */
export function PasswordField({
  label,
  error,
  required = false,
  description,
  id,
  className,
  disabled,
  rootStyle,
  'aria-describedby': describedBy,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const field = useField({
    id,
    label,
    error,
    description,
    required,
    rootStyle,
    'aria-describedby': describedBy,
    className,
  });
  return (
    <FieldFrame {...field.frame}>
      <input
        {...inputProps}
        {...field.input}
        type={visible ? 'text' : 'password'}
        disabled={disabled}
        data-with-toggle
      />
      <span className={classes.toggleSlot}>
        <button
          type="button"
          className={classes.toggle}
          // A toggle keeps one name; aria-pressed says whether it is on.
          aria-label="Show password"
          aria-pressed={visible}
          aria-controls={field.input.id}
          disabled={disabled}
          // A mouse click must not pull focus (and the caret) out of the input.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((shown) => !shown)}
        >
          <svg viewBox="0 0 256 256" aria-hidden focusable="false">
            <path
              d={visible ? eyeSlash : eye}
              fill="none"
              stroke="currentColor"
              strokeWidth="16"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </span>
    </FieldFrame>
  );
}
PasswordField.displayName = 'PasswordField';
