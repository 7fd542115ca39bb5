import type { ReactNode } from 'react';
import classes from './alert.module.css';
import { StrokeIcon } from './StrokeIcon.tsx';

/** Tabler icon paths (24×24, stroked) the lean alerts show. */
const iconPaths = {
  'alert-circle': 'M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0M12 8v4M12 16h.01',
  'circle-check': 'M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0M9 12l2 2l4 -4',
  mail: 'M3 7a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10M3 7l9 6l9 -6',
};

export type AlertIcon = keyof typeof iconPaths;

interface AlertBoxProps {
  role: 'alert' | 'status';
  /** @default undefined (no icon, as a Mantine Alert without one) */
  icon?: AlertIcon;
  /** Extra class for the colour (Notice is teal); red by default. */
  className?: string;
  title: string;
  children: ReactNode;
}

/** The frame ErrorAlert and Notice share: Mantine's light Alert, an icon, a title, the text. */
export function AlertBox({ role, icon, className, title, children }: AlertBoxProps) {
  return (
    <div className={className ? `${classes.alert} ${className}` : classes.alert} role={role}>
      {icon ? (
        <span className={classes.alertIcon}>
          <StrokeIcon path={iconPaths[icon]} />
        </span>
      ) : null}
      <div className={classes.alertBody}>
        <div className={classes.alertTitle}>{title}</div>
        <div className={classes.alertMessage}>{children}</div>
      </div>
    </div>
  );
}
