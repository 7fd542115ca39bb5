import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isOnline } from '../network/is-online.ts';
import { holdsRestoredData } from './restored-queries.ts';

/**
 * What a loader reads for a screen that must not open on figures a change has overtaken: the
 * review screens (a session fixes its day from the profile's zone and schedules from the cards
 * as it opens) and the deck screens (today's progress after a session). docs/product.md §9 keeps
 * data read while the app runs from being read again on mount, even once invalidated
 * (docs/offline.md, "The query cache"), so online these loaders wait for data known to be out
 * of date to be read again. Offline, the kept copy is all there is.
 *
 * `showKeptCopy`: data restored from the kept copy opens the screen as it is and is read again
 * behind it (restored-queries.ts), so a return visit's first screen does not wait; only data a
 * change invalidated is waited for.
 */
export function currentQueryData<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
  { showKeptCopy = false }: { showKeptCopy?: boolean } = {},
): Promise<Data> {
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  const outOfDate =
    query?.state.isInvalidated === true && !(showKeptCopy && holdsRestoredData(query));
  return outOfDate && isOnline()
    ? queryClient.fetchQuery(options)
    : queryClient.ensureQueryData(options);
}
