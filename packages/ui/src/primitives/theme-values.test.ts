import * as mantine from '@mantine/core';
import { expect, it } from 'vitest';
import { mantineClasses } from './mantine-classes.ts';
import { breakpoints, primaryColor, sizeKeys, themeColors } from './theme-values.ts';
import { phrasebookTheme } from '../theme/phrasebook-theme.ts';

const theme = mantine.mergeMantineTheme(mantine.DEFAULT_THEME, phrasebookTheme);

it('knows the theme’s scales, breakpoints, colours and primary colour', () => {
  for (const scale of [theme.spacing, theme.fontSizes, theme.lineHeights, theme.radius]) {
    expect(Object.keys(scale)).toEqual([...sizeKeys]);
  }
  expect(theme.breakpoints).toEqual(breakpoints);
  expect([...themeColors].sort()).toEqual(Object.keys(theme.colors).sort());
  expect(theme.primaryColor).toBe(primaryColor);
});

it('renders the class names of Mantine’s stylesheets', () => {
  for (const [component, classes] of Object.entries(mantineClasses)) {
    const theirs = (mantine as unknown as Record<string, { classes: Record<string, string> }>)[
      component
    ]?.classes;
    expect(theirs, component).toMatchObject(classes);
  }
});
