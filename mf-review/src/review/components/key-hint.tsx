import { Kbd, type KbdProps } from '@mantine/core';

/**
 * The key that does what a review control does, beside it. Shown from the xs breakpoint: a
 * phone has no keys, and the hints made its buttons wider than a 320 px screen's card. The
 * control itself names the key for assistive technology (`aria-keyshortcuts`).
 */
export function KeyHint({ size, children }: Pick<KbdProps, 'size' | 'children'>) {
  return (
    <Kbd size={size} aria-hidden visibleFrom="xs">
      {children}
    </Kbd>
  );
}
