import { useMemo } from 'react';
import { fromCallback, type EventObject } from 'xstate';
import { useLanguageActor } from './hooks';

/**
 * The app's language switches, for a screen machine's languageDebounce child
 * (machines/languageDebounce.machine.ts): subscribed while the child runs, and no longer.
 */
export function useLanguageChanges() {
  const language = useLanguageActor();
  return useMemo(
    () =>
      fromCallback<EventObject>(({ sendBack }) => {
        const subscription = language.on('language.changed', (event) => sendBack(event));
        return () => subscription.unsubscribe();
      }),
    [language],
  );
}
