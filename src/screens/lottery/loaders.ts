import type { PrizeMode } from '../../../contract';
import { lotteriesQuery, vendorInfoQuery } from '../../api/gameQueries';
import { startupQuery } from '../../api/startupQueries';
import { currentLanguage } from '../../app/languageChanges';
import type { RouterContext } from '../../app/routerContext';
import { prizeModeOf } from './prizeMode';

/** The site's prize mode (§4), from its vendor info: waited for, cached after. */
export async function sitePrizeMode(context: RouterContext): Promise<PrizeMode> {
  const { queryClient } = context;
  const { merchantCode } = await queryClient.ensureQueryData(startupQuery());
  return prizeModeOf(await queryClient.ensureQueryData(vendorInfoQuery(currentLanguage(context.language), merchantCode)));
}

/**
 * The lottery lists: the vendor info (for the prize mode), then the lotteries of that mode, started
 * and not waited for. The screen shows its placeholder and retry.
 */
export function loadLotteries(context: RouterContext): void {
  const language = currentLanguage(context.language);
  sitePrizeMode(context).then(
    (prizeMode) => void context.queryClient.prefetchQuery(lotteriesQuery(prizeMode, language)),
    () => undefined,
  );
}
