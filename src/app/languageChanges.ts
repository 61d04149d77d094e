import { useMemo } from 'react';
import { fromCallback, type EventObject } from 'xstate';
import { sourceLanguageCode } from '../../machines/language.machine';
import { useLanguageActor, type LanguageActorRef } from './hooks';

/** The language the interface shows now (the source language until one is chosen). */
export function currentLanguage(language: LanguageActorRef): string {
  return language.getSnapshot().context.current ?? sourceLanguageCode;
}

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
