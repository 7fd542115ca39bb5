// Mantine's layout, text and button components drawn by Mantine's own stylesheets without
// Mantine's runtime: same markup, same look, none of MantineProvider's 24 kB on first paint
// (README, "What the first load costs"). primitives.parity.test.tsx renders each beside
// Mantine's for every prop the apps use.
import '../lean/theme.ts';
import './theme-variables.css';
import './mantine-styles.ts';
import './visibility-classes.css';

export { Box, type BoxProps } from './box.tsx';
export { Text, Anchor, type TextProps, type AnchorProps } from './text.tsx';
export { Title, type TitleProps } from './title.tsx';
export {
  Group,
  Stack,
  Center,
  VisuallyHidden,
  Container,
  type GroupProps,
  type StackProps,
  type CenterProps,
  type ContainerProps,
} from './layout.tsx';
export { Paper, type PaperProps } from './paper.tsx';
export { Badge, type BadgeProps } from './badge.tsx';
export { Alert, type AlertProps } from './alert.tsx';
export { Loader, type LoaderProps } from './loader.tsx';
export {
  UnstyledButton,
  Button,
  ActionIcon,
  type UnstyledButtonProps,
  type ButtonProps,
  type ActionIconProps,
} from './buttons.tsx';
