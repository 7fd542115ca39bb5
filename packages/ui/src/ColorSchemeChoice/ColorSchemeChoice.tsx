import {
  Center,
  SegmentedControl,
  VisuallyHidden,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';

/** The three choices a user has, in display order (docs/product.md §1). */
export const COLOR_SCHEME_OPTIONS: ReadonlyArray<{ value: MantineColorScheme; label: string }> = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'System' },
];

const icons = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop } as const;

export interface ColorSchemeChoiceProps {
  /** Show the option names beside the icons; icon-only keeps them for screen readers. @default true */
  withLabels?: boolean;
  /** Control size. @default 'sm' */
  size?: 'xs' | 'sm' | 'md';
  /** Stretch to the parent's width. @default false */
  fullWidth?: boolean;
}

/**
 * Light / dark / system switch bound to Mantine's colour scheme, which the provider's
 * colour scheme manager persists.
 */
export function ColorSchemeChoice({
  withLabels = true,
  size = 'sm',
  fullWidth = false,
}: ColorSchemeChoiceProps) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      aria-label="Colour theme"
      size={size}
      fullWidth={fullWidth}
      value={colorScheme}
      onChange={(value) => setColorScheme(value as MantineColorScheme)}
      data={COLOR_SCHEME_OPTIONS.map(({ value, label }) => {
        const Icon = icons[value];
        return {
          value,
          label: (
            <Center style={{ gap: 6 }}>
              <Icon size={16} aria-hidden />
              {withLabels ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
            </Center>
          ),
        };
      })}
    />
  );
}
ColorSchemeChoice.displayName = 'ColorSchemeChoice';
