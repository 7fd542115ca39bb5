import { useColorSchemeChoice, type ColorSchemeValue } from './color-scheme.ts';
import classes from './scheme-switch.module.css';
import { SegmentedControl } from './SegmentedControl.tsx';
import { IconDeviceDesktop, IconMoon, IconSun, type Icon } from '@tabler/icons-react';

const options: ReadonlyArray<{ value: ColorSchemeValue; label: string; icon: Icon }> = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'auto', label: 'System', icon: IconDeviceDesktop },
];

const data = options.map((option) => ({
  value: option.value,
  label: (
    <>
      <option.icon size={16} className={classes.icon} aria-hidden />
      <span className={classes.hidden}>{option.label}</span>
    </>
  ),
}));

/**
 * The icon-only light / dark / system switch of the public header: the lean SegmentedControl,
 * size xs, whose options are named by hidden labels.
 */
export function ColorSchemeSwitch() {
  const [value, choose] = useColorSchemeChoice();
  return (
    <SegmentedControl
      size="xs"
      data={data}
      value={value}
      onChange={choose}
      aria-label="Colour theme"
    />
  );
}
ColorSchemeSwitch.displayName = 'ColorSchemeSwitch';
