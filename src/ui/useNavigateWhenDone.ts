import { useEffect, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { AnyMachineSnapshot } from 'xstate';

type Observable<TSnapshot> = {
  getSnapshot: () => TSnapshot;
  subscribe: (listener: (snapshot: TSnapshot) => void) => { unsubscribe: () => void };
};

/**
 * Machines never navigate (docs/architecture.md): once a screen's machine reaches a final state, the screen
 * goes where `destination` says for that final snapshot, replacing itself in the history.
 */
export function useNavigateWhenDone<TSnapshot extends AnyMachineSnapshot>(
  actor: Observable<TSnapshot>,
  destination: (snapshot: TSnapshot) => string,
): void {
  const navigate = useNavigate();
  const [done, setDone] = useState<TSnapshot | null>(null);
  useEffect(() => {
    const check = (snapshot: TSnapshot) => {
      if (snapshot.status === 'done') setDone(snapshot);
    };
    check(actor.getSnapshot());
    const subscription = actor.subscribe(check);
    return () => subscription.unsubscribe();
  }, [actor]);
  const href = done === null ? null : destination(done);
  useEffect(() => {
    if (href !== null) void navigate({ href, replace: true });
  }, [href, navigate]);
}
