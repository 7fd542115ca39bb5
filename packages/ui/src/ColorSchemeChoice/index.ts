export {
  ColorSchemeChoice,
  COLOR_SCHEME_OPTIONS,
  type ColorSchemeChoiceProps,
} from './ColorSchemeChoice.tsx';
