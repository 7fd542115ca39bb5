import { phrasebookTheme } from './phrasebook-theme.ts';
import alertLinks from './alert-links.module.css';
import focusRing from './focus-ring.module.css';
import inputFocus from './input-focus.module.css';

/**
 * The theme as the providers give it: phrasebookTheme with the class names of its own styles.
 * Apart, so that phrasebookTheme stays readable by Node scripts (`gen:lean-css`), which load
 * no CSS. A plain object, not Input.extend: importing Input would bring it into the start-up.
 */
export const styledTheme = {
  ...phrasebookTheme,
  focusClassName: focusRing.ring,
  components: {
    ...phrasebookTheme.components,
    Input: {
      classNames: { input: inputFocus.input },
      // Learners type phrases, translations and messages in any script: a field takes the
      // direction of what is typed into it, right to left for Hebrew or Arabic.
      defaultProps: { attributes: { input: { dir: 'auto' } } },
    },
    Alert: { classNames: { message: alertLinks.message } },
    Switch: {
      classNames: {
        root: focusRing.switchRoot,
        input: focusRing.switchInput,
        track: focusRing.switchTrack,
      },
    },
    SegmentedControl: {
      classNames: {
        root: focusRing.segmentedRoot,
        input: focusRing.segmentedInput,
        label: focusRing.segmentedLabel,
      },
    },
  },
};
