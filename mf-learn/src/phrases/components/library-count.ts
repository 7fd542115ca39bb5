/**
 * The library's count line. Once a search, a tag or a filter narrows the list it reads
 * "N of M", even when N is M, so the line never looks like the whole library beside a
 * narrowed list.
 */
export function libraryCountLabel({
  shown,
  total,
  narrowed,
}: {
  shown: number;
  total: number;
  narrowed: boolean;
}): string {
  const noun = total === 1 ? 'phrase' : 'phrases';
  return narrowed ? `${shown} of ${total} ${noun}` : `${total} ${noun}`;
}
