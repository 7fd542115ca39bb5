import { useColorSchemeChoice, type ColorSchemeValue } from './color-scheme.ts';
import classes from './scheme-switch.module.css';
import { SegmentedControl } from './SegmentedControl.tsx';
import { StrokeIcon } from './StrokeIcon.tsx';

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

const data = options.map((option) => ({
  value: option.value,
  label: (
    <>
      <StrokeIcon path={option.icon} size={16} className={classes.icon} />
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
