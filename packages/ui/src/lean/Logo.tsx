import { PhrasebookMark } from '../PhrasebookLogo/PhrasebookMark.tsx';
import classes from './logo.module.css';
import './theme.ts';

export interface LogoProps {
  /** Height of the mark in px; the name is 0.6 of it. @default 32 */
  size?: number;
}

/** PhrasebookLogo (the mark and the name) without Mantine. */
export function Logo({ size = 32 }: LogoProps) {
  return (
    <span className={classes.logo}>
      <PhrasebookMark size={size} />
      <span className={classes.wordmark} data-wordmark style={{ fontSize: size * 0.6 }}>
        Phrasebook
      </span>
    </span>
  );
}
Logo.displayName = 'Logo';
