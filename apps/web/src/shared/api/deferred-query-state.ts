import { useDeferredValue, useMemo } from 'react';

/** What a screen draws from a query: a TanStack Query result fits. */
export interface QueryState<Data> {
  data?: Data;
  isPending: boolean;
  isError?: boolean;
  refetch?: () => unknown;
}

/**
 * The query's state, with the arrival of new data drawn as a background render. TanStack Query
 * hands results to React through useSyncExternalStore, whose updates React always renders in one
 * uninterrupted task; a first page of rows or product cards then blocks the main thread for
 * 50-150 ms on a phone. A deferred value is drawn in slices that yield to the browser, so taps and
 * scrolling are not held up that long. Until then the screen keeps drawing the state before, e.g.
 * its skeleton.
 */
export function useDeferredQueryState<Data>(query: QueryState<Data>): QueryState<Data> {
  const { data, isPending, isError, refetch } = query;
  const state = useMemo(() => ({ data, isPending, isError, refetch }), [data, isPending, isError, refetch]);
  return useDeferredValue(state);
}
