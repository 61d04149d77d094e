import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { FavouriteChange, GameItem } from '../../../contract';
import { addFavourite, removeFavourite } from '../../api/endpoints/favourites';
import { ApiError } from '../../api/errors';
import { favouriteIdsQuery, gamePageKeys, type GamePage } from '../../api/gamePages';
import { useSession, useToasts } from '../../app/hooks';
import { useFailureMessage } from '../../i18n/failureMessage';

export type FavouriteToggle = {
  isFavourite: (nodeId: string) => boolean;
  toggle: (game: GameItem) => void;
  /** Adds a game unless it already is a favourite (a guest's tap, after login). */
  add: (game: FavouriteChange) => void;
};

/** What changes, and the game as its tile shows it (to put it back in lists), when there is one. */
type Change = { game: FavouriteChange; shown: GameItem | null; favourite: boolean };

/**
 * The favourite toggles of game tiles (shell-and-content §4 Favourites). A change shows at once,
 * then goes to the platform; if the call fails it is undone and the user is told why. Removing
 * also takes the game out of every cached favourites list at once, and a failure puts it back where
 * it was. Changes to one game run in order, so a quick on-off-on ends as the user left it. A guest
 * is sent to log in and comes back to the page with the game added (`favouriteAfterLogin`).
 */
export function useFavourites(favouriteAfterLogin: (game: GameItem) => string): FavouriteToggle {
  const session = useSession();
  const token = session?.token ?? null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useLingui();
  const failureMessage = useFailureMessage();
  const { showToast } = useToasts();
  const ids = useQuery({ ...favouriteIdsQuery(token ?? ''), enabled: token !== null });

  const { mutate } = useMutation({
    // One queue: the platform sees the changes in the order the user made them.
    scope: { id: 'favourites' },
    mutationFn: ({ game, favourite }: Change) =>
      (favourite ? addFavourite : removeFavourite)({ nodeId: game.nodeId, vendor: game.vendor }),
    onMutate: async (change: Change) => (token === null ? null : applyOptimistically(queryClient, token, change)),
    onError: (error, change, undo) => {
      undo?.();
      const reason = failureMessage(error instanceof ApiError ? error : new ApiError({ code: 'unknown', message: String(error) }));
      showToast({
        kind: 'error',
        message: change.favourite ? t`Could not add to favourites: ${reason}` : t`Could not remove from favourites: ${reason}`,
      });
    },
    onSuccess: () => {
      if (token === null) return;
      // The lists' later pages shifted by one: they are asked again the next time a list opens.
      void queryClient.invalidateQueries({ queryKey: gamePageKeys.favourites(token), refetchType: 'none' });
    },
  });

  const isFavourite = useCallback((nodeId: string) => ids.data?.has(nodeId) ?? false, [ids.data]);
  const toggle = useCallback(
    (game: GameItem) => {
      if (token === null) {
        void navigate({ to: '/m/login', search: { redirect: favouriteAfterLogin(game) } });
        return;
      }
      const favourite = !(queryClient.getQueryData(favouriteIdsQuery(token).queryKey)?.has(game.nodeId) ?? false);
      mutate({ game: { nodeId: game.nodeId, vendor: game.vassalage }, shown: game, favourite });
    },
    [token, navigate, favouriteAfterLogin, queryClient, mutate],
  );
  const add = useCallback(
    (game: FavouriteChange) => {
      if (token === null || queryClient.getQueryData(favouriteIdsQuery(token).queryKey)?.has(game.nodeId)) return;
      mutate({ game, shown: null, favourite: true });
    },
    [token, queryClient, mutate],
  );
  return useMemo(() => ({ isFavourite, toggle, add }), [isFavourite, toggle, add]);
}

/** Shows a change before the platform answers; returns what undoes it. */
async function applyOptimistically(queryClient: QueryClient, token: string, { game, shown, favourite }: Change): Promise<() => void> {
  const idsKey = favouriteIdsQuery(token).queryKey;
  await queryClient.cancelQueries({ queryKey: idsKey });
  const setId = (present: boolean) =>
    queryClient.setQueryData(idsKey, (ids) => {
      const next = new Set(ids);
      if (present) next.add(game.nodeId);
      else next.delete(game.nodeId);
      return next;
    });
  setId(favourite);
  if (favourite) return () => setId(false);

  const listsKey = gamePageKeys.favourites(token);
  await queryClient.cancelQueries({ queryKey: listsKey });
  const before = queryClient.getQueriesData<GamePage>({ queryKey: listsKey });
  queryClient.setQueriesData<GamePage>({ queryKey: listsKey }, (page) => page && withoutGame(page, game.nodeId));
  return () => {
    setId(true);
    for (const [key, page] of before) {
      if (page === undefined) continue;
      queryClient.setQueryData<GamePage>(key, (now) => (now === undefined || shown === null ? now : withGameBack(now, page, shown)));
    }
  };
}

/** A page of a list without the game (each page of a list is a query of its own). */
function withoutGame(page: GamePage, nodeId: string): GamePage {
  return { ...page, games: page.games.filter((game) => game.nodeId !== nodeId) };
}

/** `now` with the game back at its place in `before`, unless something already put it back. */
function withGameBack(now: GamePage, before: GamePage, game: GameItem): GamePage {
  if (now.games.some((shown) => shown.nodeId === game.nodeId)) return now;
  const place = before.games.findIndex((shown) => shown.nodeId === game.nodeId);
  return place < 0 ? now : { ...now, games: [...now.games.slice(0, place), game, ...now.games.slice(place)] };
}
