/**
 * Props that make a Mantine button look and read as disabled while it keeps the focus: set under
 * a pressed button, the `disabled` attribute drops the focus to the page's body. The button's
 * click handler ignores clicks while `disabled` is true.
 */
export function focusableDisabled(disabled: boolean) {
  return {
    'data-disabled': disabled || undefined,
    'aria-disabled': disabled || undefined,
  } as const;
}
