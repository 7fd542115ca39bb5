/**
 * How @mantine/core is split into parts that the page loads as it draws them
 * (docs/architecture.md, "Mantine on the page"). Every export of @mantine/core belongs to exactly
 * one part: the part naming the longest component name it starts with (`TextInput` is in
 * `inputs`, `Text` in `core`), `use…`, `get…` and the like by the name that follows; functions a
 * part names exactly are its own; what matches nothing is in `utils` (functions and hooks) or in
 * `more` (capitalised). A part carries Mantine's layered styles of its components and of the
 * components they draw.
 */
export interface MantinePart {
  /** Component names: an export belongs to the part whose name it starts with (longest wins). */
  components: string[];
  /** Functions and hooks the part exports by their exact name. @default [] */
  functions?: string[];
  /** `@mantine/core/styles/<name>.layer.css` files beyond the components' own. */
  styles?: string[];
}

export const mantineParts = {
  // The provider, the styling system and what nearly every signed-in screen draws.
  core: {
    components: [
      'Box',
      'MantineProvider',
      'MantineThemeProvider',
      'MantineContext',
      'MantineThemeContext',
      'HeadlessMantineProvider',
      'DirectionProvider',
      'DirectionContext',
      'InlineStyles',
      'DEFAULT_THEME',
      'STYLE_PROPS_DATA',
      'FLEX_STYLE_PROPS_DATA',
      'FOCUS_CLASS_NAMES',
      'VisuallyHidden',
      'Group',
      'Stack',
      'Center',
      'Container',
      'SimpleGrid',
      'Paper',
      'Text',
      'Title',
      'Anchor',
      'Kbd',
      'List',
      'Button',
      'ActionIcon',
      'UnstyledButton',
      'CloseButton',
      'CloseIcon',
      'Alert',
      'Badge',
      'Loader',
      'Avatar',
    ],
    // The theme, the colour scheme and what custom components and @mantine/notifications build
    // with; the rest of Mantine's helpers are in `utils`.
    functions: [
      'createTheme',
      'mergeThemeOverrides',
      'virtualColor',
      'colorsTuple',
      'localStorageColorSchemeManager',
      'useMantineColorScheme',
      'useComputedColorScheme',
      'useMantineTheme',
      'useMatches',
      'useProps',
      'useStyles',
      'factory',
      'polymorphicFactory',
      'createVarsResolver',
      'extractStyleProps',
      'getStyleObject',
      'getDefaultZIndex',
      'getThemeColor',
      'parseThemeColor',
      'rem',
      'em',
      'px',
      'alpha',
      'rgba',
      'darken',
      'lighten',
    ],
    styles: ['baseline', 'default-css-variables', 'global'],
  },
  // Mantine's other helpers and hooks.
  utils: { components: [] },
  display: {
    components: [
      // Groups of the everyday components, and what overlays and toasts draw with.
      'ButtonGroup',
      'ActionIconGroup',
      'AvatarGroup',
      'Portal',
      'OptionalPortal',
      'Transition',
      'MANTINE_TRANSITIONS',
      'ColorSchemeScript',
      'Card',
      'Divider',
      'Flex',
      'Grid',
      'Space',
      'AspectRatio',
      'Image',
      'BackgroundImage',
      'Code',
      'Mark',
      'Highlight',
      'Blockquote',
      'Typography',
      'Progress',
      'RingProgress',
      'SemiCircleProgress',
      'Skeleton',
      'ThemeIcon',
      'Indicator',
      'Burger',
      'CopyButton',
      'FileButton',
      'Collapse',
      'ColorSwatch',
      'RollingNumber',
      'Spoiler',
      'Timeline',
      'EmptyState',
      'DataList',
      'Marquee',
      // What a toast draws: it loads with the first one.
      'Notification',
      'RemoveScroll',
    ],
  },
  inputs: {
    components: [
      'Input',
      'InputBase',
      'TextInput',
      'Textarea',
      'PasswordInput',
      'NativeSelect',
      'Fieldset',
    ],
  },
  // Inputs that parse or mask what is typed (react-number-format, a mask engine).
  formats: {
    components: [
      'NumberInput',
      'NumberFormatter',
      'JsonInput',
      'PinInput',
      'FileInput',
      'MaskInput',
    ],
    styles: ['Input'],
  },
  choices: {
    components: [
      'Checkbox',
      'CheckIcon',
      'Radio',
      'Switch',
      'SegmentedControl',
      'Chip',
      'Rating',
      'Slider',
      'RangeSlider',
      'AngleSlider',
      'FloatingIndicator',
    ],
    styles: ['InlineInput', 'Input'],
  },
  overlays: {
    components: [
      'Popover',
      'Menu',
      'Tooltip',
      'HoverCard',
      'Modal',
      'ModalBase',
      'Drawer',
      'Dialog',
      'Overlay',
      'LoadingOverlay',
      'FloatingArrow',
      'FloatingWindow',
      'FocusTrap',
      'Affix',
    ],
  },
  combobox: {
    components: [
      'Combobox',
      'Options',
      'OptionsDropdown',
      'ParsedComboboxData',
      'VirtualizedCombobox',
      'Select',
      'MultiSelect',
      'Autocomplete',
      'TagsInput',
      'Pill',
      'PillsInput',
      'TreeSelect',
      'Cascader',
      'ColorInput',
      'ColorPicker',
      'HueSlider',
      'AlphaSlider',
    ],
    styles: ['Input', 'Popover', 'ScrollArea', 'ColorSwatch', 'Checkbox'],
  },
  navigation: {
    components: [
      'Tabs',
      'Stepper',
      'Pagination',
      'Breadcrumbs',
      'NavLink',
      'Tree',
      'TableOfContents',
      'Toolbar',
      'Menubar',
      'AppShell',
      'Accordion',
      'ActionBar',
    ],
    styles: ['Popover', 'Menu'],
  },
  // Every other component of @mantine/core.
  more: { components: [], styles: ['Popover', 'Overlay', 'ModalBase', 'Input'] },
} satisfies Record<string, MantinePart>;

export type MantinePartName = keyof typeof mantineParts;

export const partNames = Object.keys(mantineParts) as MantinePartName[];

/** Verbs before a component name in Mantine's function and hook names. */
const verbPrefix = /^(use|get|create|default|filter|flatten|move|is)(?=[A-Z])/;

/** The part that holds export `name` of @mantine/core. */
export function mantinePartOf(name: string): MantinePartName {
  const named = partNames.find((part) =>
    ((mantineParts[part] as MantinePart).functions ?? []).includes(name),
  );
  if (named) return named;
  const subject = name.replace(verbPrefix, '');
  let best: { part: MantinePartName; length: number } | undefined;
  for (const part of partNames) {
    for (const component of mantineParts[part].components) {
      if (subject.startsWith(component) && component.length > (best?.length ?? 0)) {
        best = { part, length: component.length };
      }
    }
  }
  if (best) return best.part;
  return /^[A-Z]/.test(name) && !verbPrefix.test(name) ? 'more' : 'utils';
}
