import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { FieldFrame, useField, type FieldOwnProps } from './field.tsx';
import classes from './text-area.module.css';
import './theme.ts';

export interface TextAreaProps
  extends FieldOwnProps, Omit<ComponentPropsWithRef<'textarea'>, 'required' | 'rows'> {
  /** Lines shown when empty; it grows with its content from there. @default 3 */
  minRows?: number;
}

/** A labelled textarea with Mantine Textarea's look (autosize): it grows as the text does. */
export function TextArea({
  label,
  error,
  description,
  required = false,
  minRows = 3,
  id,
  className,
  style,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextAreaProps) {
  const field = useField({
    id,
    label,
    error,
    description,
    required,
    'aria-describedby': describedBy,
    className: className ? `${classes.textarea} ${className}` : classes.textarea,
  });
  return (
    <FieldFrame {...field.frame}>
      <textarea
        {...textareaProps}
        {...field.input}
        rows={minRows}
        style={{ '--textarea-rows': minRows, ...style } as CSSProperties}
      />
    </FieldFrame>
  );
}
TextArea.displayName = 'TextArea';
