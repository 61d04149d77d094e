import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';

/** A part of a screen: boxes of the part's own size stand for its content, so nothing moves when the data comes. */
type Boxes<T> = {
  /** The placeholder's class while the data loads. */
  loadingClass: string;
  /** The class of the box, the same size, that says why there is no content: the failure with its retry, or `empty`. */
  messageClass: string;
  /** A placeholder shaped like the content (blank tiles, say), instead of the plain one. */
  loading?: ReactNode;
  /** The data holds nothing to show (`when`): `message` instead of the content. */
  empty?: { when: (data: T) => boolean; message: ReactNode };
};

/** A value inside a line of text (a balance): text stands for it; whoever shows it offers its refresh. */
type InLine = { loadingText: string; failedText: string };

/**
 * What a part has when its data does not come from one query (a paged list's first page): the
 * data once here, whether asking for it failed, and how to ask again.
 */
export type PartState<T> = { data: T | undefined; failed: boolean; retry: () => void };

type Source<T> = { query: UseQueryResult<T> } | { part: PartState<T> };

type Props<T> = (Boxes<T> | InLine) & Source<T> & { children: (data: T) => ReactNode };

function partOf<T>(source: Source<T>): PartState<T> {
  if ('part' in source) return source.part;
  const { query } = source;
  return {
    data: query.data,
    failed: query.data === undefined && query.isError && !query.isFetching,
    retry: () => void query.refetch(),
  };
}

/**
 * What a part of a screen shows for the query it reads (shell-and-content §8): its content once the
 * data is here; until then a placeholder that says it is loading, or the failure with its retry;
 * or that there is nothing. Each part fails and retries on its own, so one slow or failed call never
 * blanks the screen. It never suspends: a query with no answer renders the placeholder, on the
 * server as in the browser's first render, so a page rendered before its data hydrates as it came.
 */
export function QueryContent<T>(props: Props<T>) {
  const { children } = props;
  const { data, failed, retry } = partOf(props);
  if ('loadingText' in props) {
    if (data !== undefined) return children(data);
    return failed ? props.failedText : props.loadingText;
  }
  if (data !== undefined) {
    if (props.empty?.when(data)) return <p className={`${props.messageClass} muted`}>{props.empty.message}</p>;
    return children(data);
  }
  if (failed) {
    return (
      <div className={props.messageClass}>
        <RetryButton onRetry={retry} />
      </div>
    );
  }
  return (
    props.loading ?? (
      <div className={props.loadingClass} role="status" aria-busy="true">
        <span className="visually-hidden">
          <Trans>Loading</Trans>
        </span>
      </div>
    )
  );
}

/** "Loading failed, click to retry" (shell-and-content §8); alone where the data only decorates (a badge). */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" className="button button--small" onClick={onRetry}>
      <Trans>Loading failed, click to retry</Trans>
    </button>
  );
}
