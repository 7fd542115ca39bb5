import { useId } from 'react';
import { Text, UnstyledButton } from '@mantine/core';
import { focusableDisabled } from '@phrasebook/ui';
import classes from './switch-row.module.css';

/**
 * A labelled on/off setting saved as it is switched: a button with the switch role, drawn as
 * Mantine's Switch is, rather than the Switch itself, which the profile's first load would
 * carry for this alone (docs/performance.md). While its change is saved it reads as disabled but
 * keeps the focus: switched with Space, it had dropped a keyboard user to the page's body.
 */
export function SwitchRow({
  label,
  description,
  on,
  disabled,
  onToggle,
}: {
  label: string;
  description: string;
  on: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const id = useId();
  return (
    <UnstyledButton
      role="switch"
      aria-checked={on}
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-description`}
      className={classes.row}
      {...focusableDisabled(disabled)}
      onClick={disabled ? undefined : onToggle}
    >
      <span className={classes.text}>
        <Text size="sm" fw={500} component="span" id={`${id}-label`}>
          {label}
        </Text>{' '}
        <Text size="xs" c="dimmed" component="span" id={`${id}-description`}>
          {description}
        </Text>
      </span>
      <span className={classes.track} data-on={on || undefined} aria-hidden>
        <span className={classes.thumb} />
      </span>
    </UnstyledButton>
  );
}
