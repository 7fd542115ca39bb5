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
  description,
  id,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const field = useField({
    id,
    label,
    error,
    description,
    required,
    'aria-describedby': describedBy,
    className,
  });
  return (
    <FieldFrame {...field.frame}>
      <input {...inputProps} {...field.input} />
    </FieldFrame>
  );
}
TextField.displayName = 'TextField';
