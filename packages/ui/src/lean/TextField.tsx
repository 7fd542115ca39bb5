import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame, useField, type FieldOwnProps } from './field.tsx';
import lean from './field.module.css';
import './theme.ts';

export interface TextFieldProps
  extends FieldOwnProps, Omit<ComponentPropsWithRef<'input'>, 'required' | 'size'> {
  /** An icon at the start of the input (e.g. a search glass), decorative. */
  leftSection?: ReactNode;
  /** At the end of the input, e.g. a spinner while a search runs. */
  rightSection?: ReactNode;
  /** 'lg': Mantine's large input, its label included. @default 'sm' */
  size?: 'sm' | 'lg';
}

/** A labelled text input with Mantine TextInput's look; other props go to the `<input>`. */
export function TextField({
  label,
  error,
  required = false,
  description,
  id,
  className,
  rootStyle,
  leftSection,
  rightSection,
  size,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const field = useField({
    id,
    label,
    error,
    description,
    required,
    rootStyle,
    size,
    'aria-describedby': describedBy,
    className,
  });
  return (
    <FieldFrame {...field.frame}>
      {leftSection ? (
        <span className={lean.section} data-position="left">
          {leftSection}
        </span>
      ) : null}
      <input
        {...inputProps}
        {...field.input}
        data-with-left-section={leftSection ? true : undefined}
        data-with-right-section={rightSection ? true : undefined}
      />
      {rightSection ? (
        <span className={lean.section} data-position="right">
          {rightSection}
        </span>
      ) : null}
    </FieldFrame>
  );
}
TextField.displayName = 'TextField';
