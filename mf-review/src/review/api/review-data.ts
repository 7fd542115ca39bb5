import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { isOnline } from '@phrasebook/data/is-online';

/**
 * What a review screen's loader reads. Other screens open with the data last seen and read it
 * again behind it (docs/offline.md, "The query cache"); a review session instead fixes its day
 * from the profile's zone and schedules from the cards as it opens, so online it waits for data
 * known to be out of date (restored, or invalidated by a change) to be read again. Offline, the
 * kept copy is all there is.
 */
export function reviewData<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
): Promise<Data> {
  const outOfDate = queryClient.getQueryState(options.queryKey)?.isInvalidated === true;
  return outOfDate && isOnline()
    ? queryClient.fetchQuery(options)
    : queryClient.ensureQueryData(options);
}
