export { Kbd, type KbdProps } from './Kbd.tsx';
