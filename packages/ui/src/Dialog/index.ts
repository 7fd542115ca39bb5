export { Modal, type ModalProps } from './Modal.tsx';
export { Drawer, type DrawerProps } from './Drawer.tsx';
