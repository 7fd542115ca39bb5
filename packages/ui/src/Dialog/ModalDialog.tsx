import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from './use-modal-dialog.ts';
import classes from './dialog.module.css';

export interface ModalDialogProps extends Omit<
  ComponentPropsWithoutRef<'dialog'>,
  'open' | 'onClose' | 'onCancel' | 'onClick'
> {
  opened: boolean;
  /** Escape, a click on the backdrop, or the caller's own close control. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * What every modal surface of the app is built on (Modal here, the shell's sidebar sheet): a
 * native <dialog> at the end of the page, as Mantine's portal did, so the styles of where it
 * was opened (a deck's colours) do not reach it; the page's background surface, a dimmed
 * backdrop and the page's scroll held. Its content renders only while it is open. Place and
 * size it with `className` and `style`.
 */
export function ModalDialog({ opened, onClose, className, children, ...rest }: ModalDialogProps) {
  const dialog = useModalDialog(opened, onClose);
  return createPortal(
    <dialog
      {...rest}
      {...dialog}
      className={className ? `${classes.dialog} ${className}` : classes.dialog}
    >
      {opened ? children : null}
    </dialog>,
    document.body,
  );
}
