/**
 * Replacing a deployed file so that browsers holding the old one hear that it changed.
 *
 * nginx validates a file by its modification time in whole seconds: Last-Modified, and the ETag
 * made of that time and the size. A file replaced within the second it was written, by one of the
 * same size, keeps both, and a browser revalidating its copy of the old one is told "304 Not
 * Modified". Two builds' manifests, pages and workers often have the same size, as their hashes
 * do, and a team may ship twice within a second (the browser suites do). So a deploy dates a file
 * whose content it changed at least a second after the one it replaced.
 */
import fs from 'node:fs';

/**
 * Called before `file` is replaced; what it returns is called with the new file, where it is
 * written (a file written beside and renamed is dated before the rename, so no request sees it
 * with the old date). A file of the same content keeps its date, so browsers' copies stay
 * valid; one of another content is dated a second past the old one when the write left it in
 * the same second or earlier.
 */
export function datingReplacement(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) return () => {};
  const before = fs.readFileSync(file);
  const second = Math.floor(stat.mtimeMs / 1000);
  return (written = file) => {
    if (fs.readFileSync(written).equals(before)) {
      // In seconds: a Date would round the time to a millisecond, maybe into the next second.
      fs.utimesSync(written, stat.atimeMs / 1000, stat.mtimeMs / 1000);
    } else if (Math.floor(fs.statSync(written).mtimeMs / 1000) <= second) {
      fs.utimesSync(written, second + 1, second + 1);
    }
  };
}
