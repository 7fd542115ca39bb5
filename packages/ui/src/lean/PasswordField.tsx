import { useState, type ComponentPropsWithRef } from 'react';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { FieldFrame, useField, type FieldOwnProps } from './field.tsx';
import classes from './field.module.css';
import './theme.ts';

export interface PasswordFieldProps
  extends FieldOwnProps, Omit<ComponentPropsWithRef<'input'>, 'required' | 'type'> {}

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
          {visible ? <IconEyeOff aria-hidden /> : <IconEye aria-hidden />}
        </button>
      </span>
    </FieldFrame>
  );
}
PasswordField.displayName = 'PasswordField';
