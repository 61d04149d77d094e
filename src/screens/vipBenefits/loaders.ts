import { startupQuery } from '../../api/startupQueries';
import { vipLevelsQuery } from '../../api/inboxQueries';
import type { SessionRouteContext } from '../../app/routerContext';

/**
 * The VIP levels, waited for so the page shows them at once (a failure is the screen's to show with
 * its retry); not asked for at all on a site with VIP benefits off.
 */
export async function loadVipLevels({ session, queryClient }: SessionRouteContext): Promise<void> {
  const { features } = await queryClient.ensureQueryData(startupQuery());
  if (!features.vipBenefits) return;
  await queryClient.ensureQueryData(vipLevelsQuery(session.token)).catch(() => undefined);
}
