import { useId, type ReactNode } from 'react';
import { ModalDialog } from './ModalDialog.tsx';
import classes from './dialog.module.css';
import { IconX } from '@tabler/icons-react';

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
          <IconX size={18} aria-hidden />
        </button>
      </header>
      <div className={classes.body}>{children}</div>
    </ModalDialog>
  );
}
