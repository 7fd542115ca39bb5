import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, useField, type FieldOwnProps } from './field.tsx';
import './theme.ts';

export interface TextFieldProps
  extends FieldOwnProps, Omit<ComponentPropsWithRef<'input'>, 'required'> {}

/** A labelled text input with Mantine TextInput's look; other props go to the `<input>`. */
export function TextField({
  label,
  error,
  required = false,
  id,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const field = useField({ id, error, required, 'aria-describedby': describedBy, className });
  return (
    <FieldFrame
      htmlFor={field.input.id}
      label={label}
      required={required}
      error={error}
      errorId={field.errorId}
      invalid={field.invalid}
    >
      <input {...inputProps} {...field.input} />
    </FieldFrame>
  );
}
TextField.displayName = 'TextField';
