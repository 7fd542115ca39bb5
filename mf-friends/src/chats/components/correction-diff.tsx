import { Fragment } from 'react';
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
  const changes = diffWords(original, corrected);
  return (
    // The direction follows the sentence's first word, not the screen readers' English notes.
    <Text className={classes.diff} dir="auto">
      {changes.map((change, index) =>
        change.added ? (
          <ins key={index} className={classes.inserted}>
            <VisuallyHidden dir="ltr">inserted: </VisuallyHidden>
            {change.value}
          </ins>
        ) : change.removed ? (
          <Fragment key={index}>
            <del className={classes.deleted}>
              <VisuallyHidden dir="ltr">deleted: </VisuallyHidden>
              {change.value}
            </del>
            {/* A word replaced: its replacement follows it, a space apart, not run into it. */}
            {changes[index + 1]?.added &&
            !/\s$/.test(change.value) &&
            !/^\s/.test(changes[index + 1]!.value)
              ? ' '
              : null}
          </Fragment>
        ) : (
          <span key={index}>{change.value}</span>
        ),
      )}
    </Text>
  );
}
