import { useSelector } from '@xstate/react';
import { sourceLanguageCode } from '../../../machines/language.machine';
import { useLanguageActor } from '../../app/hooks';

/**
 * The language a view asks the catalogue in: the one on screen, as route loaders read it from the
 * router context (`currentLanguage`), so what a loader starts is what the view finds in the cache.
 * The view renders again, and asks in the new language, when it changes.
 */
export function useCatalogueLanguage(): string {
  return useSelector(useLanguageActor(), (snapshot) => snapshot.context.current ?? sourceLanguageCode);
}
