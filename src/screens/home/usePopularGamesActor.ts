import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { languageDebounceMachine } from '../../../machines/languageDebounce.machine';
import { popularGamesMachine } from '../../../machines/popularGames.machine';
import { currentLanguage, useLanguageChanges } from '../../app/languageChanges';
import { useLanguageActor } from '../../app/hooks';

/** The home tabs' machine for as long as home shows, hearing the app's language changes. */
export function usePopularGamesActor() {
  const languageChanges = useLanguageChanges();
  const language = currentLanguage(useLanguageActor());
  const [machine] = useState(() =>
    popularGamesMachine.provide({
      actors: { languageDebounce: languageDebounceMachine.provide({ actors: { languageChanges } }) },
    }),
  );
  return useActorRef(machine, { input: { language } });
}
