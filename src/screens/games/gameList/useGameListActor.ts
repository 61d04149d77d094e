import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { gameListMachine } from '../../../../machines/gameList.machine';
import { languageDebounceMachine } from '../../../../machines/languageDebounce.machine';
import type { GameListFilters } from '../../../../machines/support/gameListFilters';
import { currentLanguage, useLanguageChanges } from '../../../app/languageChanges';
import { useLanguageActor } from '../../../app/hooks';
import { afterNextPaint } from '../../../ui/afterNextPaint';
import { searchOfFilters } from './gameListAddress';

/**
 * The game list's machine for as long as the screen shows: it writes the filters into the address,
 * hears the address change (back, forward, a link) and the app's language changes. The list's
 * pages are the pagedList machine's (`usePagedList`).
 */
export function useGameListActor(filters: GameListFilters) {
  const navigate = useNavigate();
  const languageChanges = useLanguageChanges();
  const language = currentLanguage(useLanguageActor());
  // The actor starts from the first render's machine: providing it again on every render would build
  // a whole machine each time for nothing (measured: a tenth of the script while scrolling).
  const [machine] = useState(() =>
    gameListMachine.provide({
      actors: {
        languageDebounce: languageDebounceMachine.provide({ actors: { languageChanges } }),
      },
      actions: {
        // The list on screen follows the machine at once; the address (a router navigation) follows
        // after that paint, so a tap on a tab is not held by the router's work.
        writeAddress: (_, params) =>
          afterNextPaint(() => void navigate({ to: '/m/gameList', search: searchOfFilters(params.filters) })),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { filters, language } });
  useEffect(() => actor.send({ type: 'route.changed', filters }), [actor, filters]);
  return actor;
}
