export { CopyLinkButton, type CopyLinkButtonProps } from './CopyLinkButton.tsx';
