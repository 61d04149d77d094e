import type { QueryClient } from '@tanstack/react-query';
import { countriesQuery, registerSettingsQuery } from '../api/accountQueries';
import { homeContentQuery, hotMatchesQuery, winnersQuery } from '../api/contentQueries';
import { gameMenusQuery } from '../api/gameQueries';
import { memberInfoQuery, walletQuery } from '../api/memberQueries';
import { startupQuery } from '../api/startupQueries';
import { gameListRequest, isMemberList, type GameListFilters } from '../../machines/support/gameListFilters';
import { gamePageQuery } from '../api/gamePages';
import { nextTask } from '../platform/nextTask';
import { settled } from './guards';
import { currentLanguage } from './languageChanges';
import type { RouterContext } from './routerContext';

/**
 * Home's header shows a member's name and total balance (shell-and-content §2). They are started
 * here, not waited for: home shows at once and its header shows '…' until each figure is in (a
 * failed one shows as such); a slow wallet never holds the page.
 */
export async function loadMemberSummary({ auth, queryClient }: RouterContext): Promise<void> {
  const { session } = (await settled(auth)).context;
  if (session === null) return;
  void queryClient.prefetchQuery(memberInfoQuery(session.token));
  void queryClient.prefetchQuery(walletQuery(session.token));
}

/**
 * The dialing codes of a page's phone field, started while the page's code loads and not waited
 * for: without the list the picker offers no code and the form still works.
 */
export function startCountries({ queryClient }: RouterContext): void {
  void queryClient.prefetchQuery(countriesQuery());
}

/**
 * Registration's rules and dialing codes, waited for: the registration machine, finding them in the
 * cache, starts on the form, which the server's render then draws and the app hydrates. A failure
 * is not the route's: the machine, finding no rules, loads them once more and shows the failure and
 * its retry itself, so nothing here retries.
 */
export async function loadRegistrationSetup({ queryClient }: RouterContext): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData({ ...registerSettingsQuery(), retry: false }).catch(() => undefined),
    queryClient.ensureQueryData({ ...countriesQuery(), retry: false }).catch(() => undefined),
  ]);
}

/**
 * The announcements of home and the notices page (shell-and-content §2), for who the user is: the
 * notices page is its list, so it waits for it; a failure shows the route's retry page.
 */
export async function loadHomeContent({ auth, queryClient }: RouterContext): Promise<void> {
  const { session } = (await settled(auth)).context;
  const { merchantCode } = await queryClient.ensureQueryData(startupQuery());
  await queryClient.ensureQueryData(homeContentQuery(merchantCode, session?.token ?? null));
}

/**
 * Home (shell-and-content §2): the member summary of the header, and the content every section
 * shows, all started here and none waited for. Home shows at once; each section keeps its own
 * fixed-size place while its data loads and offers its own retry, so one slow or failed call never
 * holds or blanks the page.
 */
export async function loadHome(context: RouterContext): Promise<void> {
  const { auth, queryClient } = context;
  await loadMemberSummary(context);
  const { session } = auth.getSnapshot().context;
  withMerchant(queryClient, (merchantCode) => void queryClient.prefetchQuery(homeContentQuery(merchantCode, session?.token ?? null)));
  void queryClient.prefetchQuery(hotMatchesQuery());
  void queryClient.prefetchQuery(winnersQuery());
}

/**
 * The game list (shell-and-content §2): its first page and the category's menu (vendors and
 * classes) start here, in the language on screen, and are not waited for: the screen shows its
 * own placeholders and retries. A list that needs a session waits for the guard instead.
 *
 * Only what is in within this task is waited for: the answers the page arrived with
 * (contract/inlineAnswers.ts), or the cache's. The screen then draws the games at once, as the
 * server's render of the page drew them (src/entry-server.tsx).
 */
export async function loadGameList(context: RouterContext, filters: GameListFilters): Promise<void> {
  const { auth, queryClient } = context;
  const request = gameListRequest(filters);
  const language = currentLanguage(context.language);
  const { session } = (await settled(auth)).context;
  if (isMemberList(request) && session === null) return;
  const started = new Promise<unknown>((resolve) =>
    withMerchant(queryClient, (merchantCode) =>
      resolve(
        Promise.all([
          queryClient.prefetchQuery(gamePageQuery(request, 1, language, merchantCode, session?.token ?? null)),
          queryClient.prefetchQuery(gameMenusQuery(language, merchantCode)),
        ]),
      ),
    ),
  );
  await Promise.race([started, nextTask()]);
}

/** Runs `start` once the start-up information (the merchant code) is in; a failure is the parts' to show. */
export function withMerchant(queryClient: QueryClient, start: (merchantCode: string) => void): void {
  void queryClient.ensureQueryData(startupQuery()).then(({ merchantCode }) => start(merchantCode), () => undefined);
}
