import type { ComponentPropsWithRef, CSSProperties } from 'react';
import { FieldFrame, useField, type FieldOwnProps } from './field.tsx';
import classes from './text-area.module.css';
import './theme.ts';

export interface TextAreaProps
  extends FieldOwnProps, Omit<ComponentPropsWithRef<'textarea'>, 'required' | 'rows'> {
  /** Lines shown when empty; it grows with its content from there. @default 3 */
  minRows?: number;
  /** Lines it grows to before it scrolls. @default unlimited */
  maxRows?: number;
}

/** A labelled textarea with Mantine Textarea's look (autosize): it grows as the text does. */
export function TextArea({
  label,
  error,
  description,
  required = false,
  minRows = 3,
  maxRows,
  id,
  className,
  style,
  rootStyle,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextAreaProps) {
  const field = useField({
    id,
    label,
    error,
    description,
    required,
    rootStyle,
    'aria-describedby': describedBy,
    className: className ? `${classes.textarea} ${className}` : classes.textarea,
  });
  return (
    <FieldFrame {...field.frame}>
      <textarea
        {...textareaProps}
        {...field.input}
        rows={minRows}
        data-max-rows={maxRows}
        style={
          { '--textarea-rows': minRows, '--textarea-max-rows': maxRows, ...style } as CSSProperties
        }
      />
    </FieldFrame>
  );
}
TextArea.displayName = 'TextArea';
