import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from './use-modal-dialog.ts';
import classes from './dialog.module.css';

export interface DrawerProps {
  opened: boolean;
  onClose: () => void;
  /** Its accessible name. */
  'aria-label': string;
  id?: string;
  /** Its width, e.g. '85vw'. */
  size: string;
  children: ReactNode;
}

/** A sheet sliding in from the start edge over the page, as a modal dialog at the page's end. */
export function Drawer({ opened, onClose, size, children, ...rest }: DrawerProps) {
  const dialog = useModalDialog(opened, onClose);
  return createPortal(
    <dialog {...rest} {...dialog} className={classes.drawer} style={{ width: size }}>
      {opened ? children : null}
    </dialog>,
    document.body,
  );
}
