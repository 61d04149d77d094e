import { startupQuery } from '../../api/queries';
import { vipLevelsQuery } from '../../api/inboxQueries';
import { settled } from '../../app/guards';
import type { RouterContext } from '../../app/routerContext';

/**
 * The VIP levels, waited for so the page shows them at once (a failure is the screen's to show with
 * its retry); not asked for at all on a site with VIP benefits off.
 */
export async function loadVipLevels({ auth, queryClient }: RouterContext): Promise<void> {
  const { session } = (await settled(auth)).context;
  if (session === null) return;
  const { features } = await queryClient.ensureQueryData(startupQuery());
  if (!features.vipBenefits) return;
  await queryClient.ensureQueryData(vipLevelsQuery(session.token)).catch(() => undefined);
}
