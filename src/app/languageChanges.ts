import { useMemo } from 'react';
import { useSelector } from '@xstate/react';
import { fromCallback, type EventObject, type SnapshotFrom } from 'xstate';
import { sourceLanguageCode } from '../../machines/language.machine';
import type { LanguageActorRef } from './actorRefs';
import { useLanguageActor } from './hooks';

const shownLanguage = (snapshot: SnapshotFrom<LanguageActorRef>) => snapshot.context.current ?? sourceLanguageCode;

/** The language the interface shows now (the source language until one is chosen), as loaders read it. */
export function currentLanguage(language: LanguageActorRef): string {
  return shownLanguage(language.getSnapshot());
}

/**
 * The same for a view, which renders again when it changes: what a loader started in
 * `currentLanguage` is what the view finds in the cache.
 */
export function useCurrentLanguage(): string {
  return useSelector(useLanguageActor(), shownLanguage);
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
