import { useActorRef } from '@xstate/react';
import { languageDebounceMachine } from '../../../machines/languageDebounce.machine';
import { sourceLanguageCode } from '../../../machines/language.machine';
import { popularGamesMachine } from '../../../machines/popularGames.machine';
import { useLanguageChanges } from '../../app/languageChanges';
import { useLanguageActor } from '../../app/hooks';

/** The home tabs' machine for as long as home shows, hearing the app's language changes. */
export function usePopularGamesActor() {
  const languageChanges = useLanguageChanges();
  const language = useLanguageActor().getSnapshot().context.current ?? sourceLanguageCode;
  return useActorRef(
    popularGamesMachine.provide({
      actors: { languageDebounce: languageDebounceMachine.provide({ actors: { languageChanges } }) },
    }),
    { input: { language } },
  );
}
