import { gameListQuery, gameMenusQuery, vendorInfoQuery, vendorsQuery } from '../../api/gameQueries';
import { withMerchant } from '../../app/loaders';
import { currentLanguage } from '../../app/languageChanges';
import type { RouterContext } from '../../app/routerContext';
import { findLobby, lobbyGamesQuery } from './lobby';

/*
 * What the game centre, the slots centre and a vendor's lobby show, started by their routes and
 * not waited for (docs/architecture.md, "Patterns the next screens reuse"): each part shows its own
 * placeholder and retry.
 */

/** The categories with their vendors (home's sorting and mapping) and the vendors' logos. */
export function loadVendorCatalogue(context: RouterContext): void {
  const { queryClient } = context;
  const language = currentLanguage(context.language);
  withMerchant(queryClient, (merchantCode) => {
    void queryClient.prefetchQuery(vendorInfoQuery(language, merchantCode));
    void queryClient.prefetchQuery(vendorsQuery(merchantCode));
  });
}

/** A vendor's lobby: the menus (its name, logo and classes), then its first page of games. */
export function loadGameLobby(context: RouterContext, vendor: string | undefined, gameType: string | undefined): void {
  const { queryClient } = context;
  const language = currentLanguage(context.language);
  withMerchant(queryClient, (merchantCode) => {
    queryClient.ensureQueryData(gameMenusQuery(language, merchantCode)).then(
      (menus) => {
        const lobby = findLobby(menus, vendor, gameType);
        if (lobby !== null) void queryClient.prefetchQuery(gameListQuery(lobbyGamesQuery(lobby, null, language, merchantCode)));
      },
      () => undefined,
    );
  });
}
