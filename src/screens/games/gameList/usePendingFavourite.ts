import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import type { GameListSearch } from '../../../routes/m/-search';
import { useSession } from '../../../app/hooks';
import type { FavouriteToggle } from '../../../ui/games/useFavourites';

/**
 * A guest who tapped a game's favourite toggle logged in and came back with the game in the
 * address (`favouriteNode`, `favouriteVendor`): the game is added (unless it already is a
 * favourite) and the address forgets it, so a reload does not add it again.
 */
export function usePendingFavourite(search: GameListSearch, favourites: FavouriteToggle) {
  const navigate = useNavigate();
  const signedIn = useSession() !== null;
  const { favouriteNode, favouriteVendor } = search;
  const pending = signedIn && favouriteNode !== undefined && favouriteVendor !== undefined;
  const done = useRef(false);
  useEffect(() => {
    if (!pending || done.current) return;
    done.current = true;
    favourites.add({ nodeId: favouriteNode, vendor: favouriteVendor });
    void navigate({ to: '/m/gameList', search: { ...search, favouriteNode: undefined, favouriteVendor: undefined }, replace: true });
  }, [pending, favourites, favouriteNode, favouriteVendor, navigate, search]);
}
