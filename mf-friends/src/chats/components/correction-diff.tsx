import { Text, VisuallyHidden } from '@mantine/core';
import { diffWords } from 'diff';
import classes from './correction.module.css';

/**
 * My sentence turned into the friend's correction, word by word: inserted words underlined,
 * deleted ones struck through, each also named for screen readers. Its own chunk (with jsdiff):
 * a thread loads it only once it shows a correction.
 */
export default function CorrectionDiff({
  original,
  corrected,
}: {
  original: string;
  corrected: string;
}) {
  return (
    <Text className={classes.diff}>
      {diffWords(original, corrected).map((change, index) =>
        change.added ? (
          <ins key={index} className={classes.inserted}>
            <VisuallyHidden>inserted: </VisuallyHidden>
            {change.value}
          </ins>
        ) : change.removed ? (
          <del key={index} className={classes.deleted}>
            <VisuallyHidden>deleted: </VisuallyHidden>
            {change.value}
          </del>
        ) : (
          <span key={index}>{change.value}</span>
        ),
      )}
    </Text>
  );
}
