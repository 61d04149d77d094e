import { Suspense, type ReactNode } from 'react';
import { CatchBoundary } from '@tanstack/react-router';

type Props = { pending: ReactNode; failed: ReactNode; children: ReactNode };

/**
 * A part of a view whose data is read with suspense: `pending` while it loads, `failed` when it
 * cannot be had, and the rest of the view stays as it is.
 */
export function DataSlot({ pending, failed, children }: Props) {
  return (
    <CatchBoundary getResetKey={() => 0} errorComponent={() => failed}>
      <Suspense fallback={pending}>{children}</Suspense>
    </CatchBoundary>
  );
}
