import { useQueries, useQueryClient, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { pagedListMachine, type LoadPagesOutput, type PagedListEvent } from '../../../machines/pagedList.machine';

/** Any page of a paged list: it says how many pages the list has. */
export type AnyPage = { totalPages: number };

/** One page's query, by number: one `queryOptions` per page under the list's key. */
export type PageQuery<P extends AnyPage, K extends QueryKey = QueryKey> = (pageNo: number) => UseQueryOptions<P, Error, P, K>;

export type PagedList<P extends AnyPage> = {
  /** The pages in the cache among those asked for (`shown`), and page 1, by number. */
  pages: ReadonlyMap<number, P>;
  /** How many pages the list has, once page 1 (or any page) said it. */
  totalPages: number | null;
  /** Pages that failed: each shows its own retry where its rows are. */
  failed: readonly number[];
  /** Pages answered, in any order. */
  loaded: readonly number[];
  /** Some pages are on their way. */
  loading: boolean;
  send: (event: PagedListEvent) => void;
};

/**
 * The one paging pattern of the app's long lists (issue 35): the game list, the inbox, and the
 * record and team lists to come. The pagedList machine decides which pages to fetch and when
 * (page 1, the next near the end at most once a second, the pages a fling or a jump lands on, a few
 * at a time, a failed page again only on its retry); the query cache holds each page under its own
 * number (`pageQuery`), and the view reads the pages it shows (`shown`: the pages its rows on screen
 * need, or 'known', every page asked for so far, for a short list) from there without fetching.
 *
 * A list's identity is its key: render the list's part with `key` of the list, so another list (a
 * filter, a language) starts a new machine with page 1.
 */
export function usePagedList<P extends AnyPage, K extends QueryKey>(pageQuery: PageQuery<P, K>, shown: readonly number[] | 'known'): PagedList<P> {
  const client = useQueryClient();
  const [machine] = useState(() =>
    pagedListMachine.provide({
      actors: { loadPages: fromPromise(({ input }) => loadPages(client, pageQuery, input.pages)) },
    }),
  );
  const actor = useActorRef(machine);
  const failed = useSelector(actor, (snapshot) => snapshot.context.failed);
  const loaded = useSelector(actor, (snapshot) => snapshot.context.loaded);
  const machineTotal = useSelector(actor, (snapshot) => snapshot.context.totalPages);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loadingPages'));
  const numbers = useMemo(
    () => [...new Set([1, ...(shown === 'known' ? [...loaded, ...failed] : shown)])].sort((a, b) => a - b),
    [shown, loaded, failed],
  );
  const pages = useQueries({
    // Read only: the machine asks for pages; a query here shows what the cache has and follows it.
    queries: numbers.map((pageNo) => ({ ...pageQuery(pageNo), enabled: false })),
    combine: (results) => {
      const byNumber = new Map<number, P>();
      results.forEach((result, index) => {
        const pageNo = numbers[index];
        if (result.data !== undefined && pageNo !== undefined) byNumber.set(pageNo, result.data);
      });
      return byNumber;
    },
  });
  const send = useCallback((event: PagedListEvent) => actor.send(event), [actor]);
  const totalPages = pages.get(1)?.totalPages ?? machineTotal;
  return { pages, totalPages, failed, loaded, loading, send };
}

/** Fetches each page through the cache (a fresh cached page is not asked again), all at once. */
async function loadPages<P extends AnyPage, K extends QueryKey>(client: QueryClient, pageQuery: PageQuery<P, K>, numbers: readonly number[]): Promise<LoadPagesOutput> {
  const results = await Promise.allSettled(numbers.map((pageNo) => client.fetchQuery(pageQuery(pageNo))));
  const output: LoadPagesOutput = { loaded: [], failed: [], totalPages: null };
  results.forEach((result, index) => {
    const pageNo = numbers[index];
    if (pageNo === undefined) return;
    if (result.status === 'fulfilled') {
      output.loaded.push(pageNo);
      output.totalPages ??= result.value.totalPages;
    } else output.failed.push(pageNo);
  });
  return output;
}
