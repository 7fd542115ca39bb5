import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  librarySearchSchema,
  searchParamsToObject,
  type LibraryFilter,
  type LibrarySearch,
} from '@phrasebook/domain';

/**
 * `text`, `tags` and `filter` of /learn/{lang}/library and /search, kept in the URL so every
 * view is linkable and survives a reload. Changes replace the history entry: typing a word
 * is not ten steps back.
 */
export function useLibrarySearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => librarySearchSchema.parse(searchParamsToObject(params)), [params]);
  const update = useCallback(
    (patch: Partial<LibrarySearch>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if ('text' in patch) {
            if (patch.text) next.set('text', patch.text);
            else next.delete('text');
          }
          if ('tags' in patch) {
            next.delete('tags');
            for (const tag of patch.tags ?? []) next.append('tags', tag);
          }
          if ('filter' in patch) {
            if (patch.filter) next.set('filter', patch.filter);
            else next.delete('filter');
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { search, update };
}

export type { LibraryFilter };
