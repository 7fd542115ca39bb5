import type { ReactNode } from 'react';
import classes from './alert.module.css';
import { IconAlertCircle, IconCircleCheck, IconMail } from '@tabler/icons-react';

/** The icons the lean alerts show. */
const icons = {
  'alert-circle': IconAlertCircle,
  'circle-check': IconCircleCheck,
  mail: IconMail,
};

export type AlertIcon = keyof typeof icons;

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
  const Icon = icon ? icons[icon] : null;
  return (
    <div className={className ? `${classes.alert} ${className}` : classes.alert} role={role}>
      {Icon ? (
        <span className={classes.alertIcon}>
          <Icon aria-hidden />
        </span>
      ) : null}
      <div className={classes.alertBody}>
        <div className={classes.alertTitle}>{title}</div>
        <div className={classes.alertMessage}>{children}</div>
      </div>
    </div>
  );
}
