import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';

type Props<T> = {
  query: UseQueryResult<T>;
  /** The placeholder's class: it holds the part's size, so nothing moves when the data comes. */
  loadingClass: string;
  /** The failure's class, the same size. */
  failedClass: string;
  /** A placeholder shaped like the content (blank tiles, say), instead of the plain one. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * What a part of a screen shows for the query it reads: its content once the data is here; until
 * then a placeholder that says it is loading, or the failure with its retry (shell-and-content §8).
 * Each part fails and retries on its own, so one slow or failed call never blanks the screen.
 */
export function QueryContent<T>({ query, loadingClass, failedClass, loading, children }: Props<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError && !query.isFetching) {
    return (
      <div className={failedClass}>
        <RetryButton onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    loading ?? (
      <div className={loadingClass} role="status" aria-busy="true">
        <span className="visually-hidden">
          <Trans>Loading</Trans>
        </span>
      </div>
    )
  );
}

/** "Loading failed, click to retry" (shell-and-content §8). */
export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" className="button button--small" onClick={onRetry}>
      <Trans>Loading failed, click to retry</Trans>
    </button>
  );
}
