/**
 * The class names of Mantine's component stylesheets (@mantine/core 9.7.3's CSS modules),
 * which the primitives render so Mantine's own CSS styles them; mantine-classes.test.ts holds
 * them equal to Mantine's `Component.classes`.
 */
export const mantineClasses = {
  Text: { root: 'm_b6d8b162' },
  Title: { root: 'm_8a5d1357' },
  Group: { root: 'm_4081bf90' },
  Stack: { root: 'm_6d731127' },
  Paper: { root: 'm_1b7284a3' },
  Center: { root: 'm_4451eb3a' },
  VisuallyHidden: { root: 'm_515a97f8' },
  Container: { root: 'm_7485cace' },
  UnstyledButton: { root: 'm_87cf2631' },
  Anchor: { root: 'm_849cf0da' },
  Badge: {
    root: 'm_347db0ec',
    'root--dot': 'm_fbd81e3d',
    label: 'm_5add502a',
    section: 'm_91fdda9b',
  },
  Alert: {
    root: 'm_66836ed3',
    wrapper: 'm_a5d60502',
    body: 'm_667c2793',
    title: 'm_6a03f287',
    label: 'm_698f4f23',
    icon: 'm_667f2a6a',
    message: 'm_7fa78076',
  },
  Loader: { root: 'm_5ae2e3c', ovalLoader: 'm_b34414df' },
  Button: {
    root: 'm_77c9d27d',
    inner: 'm_80f1301b',
    label: 'm_811560b9',
    section: 'm_a74036a',
    loader: 'm_a25b86ee',
  },
  ActionIcon: { root: 'm_8d3f4000', icon: 'm_8d3afb97' },
} as const;

type Component = keyof typeof mantineClasses;

/** A part's classes as Mantine gives them: its module class, then `mantine-<Name>-<part>`. */
export function partClass<C extends Component>(
  component: C,
  part: keyof (typeof mantineClasses)[C] & string,
  ...extra: (string | false | undefined)[]
): string {
  const moduleClass = (mantineClasses[component] as Record<string, string>)[part];
  return [...extra.filter(Boolean), moduleClass, `mantine-${component}-${part}`].join(' ');
}

/** The focus ring every focusable primitive gets with the theme's focusRing: 'auto'. */
export const focusClass = 'mantine-focus-auto';
/** The pressed effect of buttons. */
export const activeClass = 'mantine-active';
