import { useId, type ReactNode } from 'react';
import { ModalDialog } from './ModalDialog.tsx';
import classes from './dialog.module.css';

const sizes = { sm: '23.75rem', md: '27.5rem' } as const;

export interface ModalProps {
  opened: boolean;
  onClose: () => void;
  /** The heading, which names the dialog. */
  title: string;
  /** @default 'md' */
  size?: keyof typeof sizes;
  children: ReactNode;
}

// Mantine CloseButton's cross (15×15 grid, filled).
const cross =
  'M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z';

/** A centred dialog with a title and a Close button (Mantine's Modal, centered). */
export function Modal({ opened, onClose, title, size = 'md', children }: ModalProps) {
  const titleId = useId();
  return (
    <ModalDialog
      opened={opened}
      onClose={onClose}
      aria-labelledby={titleId}
      className={classes.modal}
      style={{ width: sizes[size] }}
    >
      <header className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {title}
        </h2>
        <button type="button" className={classes.close} aria-label="Close" onClick={onClose}>
          <svg viewBox="0 0 15 15" aria-hidden>
            <path d={cross} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </button>
      </header>
      <div className={classes.body}>{children}</div>
    </ModalDialog>
  );
}
