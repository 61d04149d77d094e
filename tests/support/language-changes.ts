import { fromCallback, type EventObject } from 'xstate';
import type { LanguageChangedEvent } from '../../machines/language.machine';

/**
 * Stands in for the app's language switches (src/app/languageChanges.ts): `change('ty')` is the
 * user choosing a language; `listeners()` says how many machines are listening now.
 */
export function fakeLanguageChanges() {
  const listeners = new Set<(event: LanguageChangedEvent) => void>();
  const logic = fromCallback<EventObject>(({ sendBack }) => {
    const listener = (event: LanguageChangedEvent) => sendBack(event);
    listeners.add(listener);
    return () => listeners.delete(listener);
  });
  return {
    logic,
    change: (code: string) => {
      for (const listener of listeners) listener({ type: 'language.changed', code });
    },
    listeners: () => listeners.size,
  };
}
