export { Modal, type ModalProps } from './Modal.tsx';
export { ModalDialog, type ModalDialogProps } from './ModalDialog.tsx';
