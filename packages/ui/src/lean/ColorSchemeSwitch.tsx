import { useId } from 'react';
import { useColorSchemeChoice, type ColorSchemeValue } from './color-scheme.ts';
import classes from './scheme-switch.module.css';
import { StrokeIcon } from './StrokeIcon.tsx';
import './theme.ts';

// Tabler's sun, moon and desktop drawings (24×24, stroked), as the Mantine switch shows them.
const options: ReadonlyArray<{ value: ColorSchemeValue; label: string; icon: string }> = [
  {
    value: 'light',
    label: 'Light',
    icon: 'M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M3 12h1m8 -9v1m8 8h1m-9 8v1m-6.4 -15.4l.7 .7m12.1 -.7l-.7 .7m0 11.4l.7 .7m-12.1 -.7l-.7 .7',
  },
  {
    value: 'dark',
    label: 'Dark',
    icon: 'M12 3c.132 0 .263 0 .393 0a7.5 7.5 0 0 0 7.92 12.446a9 9 0 1 1 -8.313 -12.454l0 .008',
  },
  {
    value: 'auto',
    label: 'System',
    icon: 'M3 5a1 1 0 0 1 1 -1h16a1 1 0 0 1 1 1v10a1 1 0 0 1 -1 1h-16a1 1 0 0 1 -1 -1v-10M7 20h10M9 16v4M15 16v4',
  },
];

/**
 * The icon-only light / dark / system switch of the public header (Mantine's SegmentedControl,
 * size xs, icons only) without Mantine: radios named by hidden labels.
 */
export function ColorSchemeSwitch() {
  const [value, choose] = useColorSchemeChoice();
  const name = useId();
  return (
    <div className={classes.root} role="radiogroup" aria-label="Colour theme">
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        const active = option.value === value;
        return (
          <div key={option.value} className={classes.item} data-active={active || undefined}>
            <input
              className={classes.input}
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={active}
              onChange={() => choose(option.value)}
            />
            <label className={classes.label} htmlFor={id} data-active={active || undefined}>
              <StrokeIcon path={option.icon} size={16} className={classes.icon} />
              <span className={classes.hidden}>{option.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
ColorSchemeSwitch.displayName = 'ColorSchemeSwitch';
