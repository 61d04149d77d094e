import type { ContentType } from '../../../contract';
import { memberNoticesQuery } from '../../api/memberQueries';
import { startupQuery } from '../../api/startupQueries';
import { loadHomeContent } from '../../app/loaders';
import { settled } from '../../app/guards';
import type { RouterContext, SessionRouteContext } from '../../app/routerContext';

/**
 * A member's announcements of some types with their read state, waited for so the list shows at
 * once; a failure is the screen's to show with its retry.
 */
export async function loadMemberNotices({ session, queryClient }: Pick<SessionRouteContext, 'session' | 'queryClient'>, types: readonly ContentType[]): Promise<void> {
  const { merchantCode } = await queryClient.ensureQueryData(startupQuery());
  await queryClient.ensureQueryData(memberNoticesQuery(session.token, merchantCode, types)).catch(() => undefined);
}

/** `/m/notice`: a member's player announcements with read state; a guest's as home lists them. */
export async function loadNoticePage(context: RouterContext): Promise<void> {
  const { session } = (await settled(context.auth)).context;
  if (session === null) await loadHomeContent(context);
  else await loadMemberNotices({ session, queryClient: context.queryClient }, ['PL']);
}
