import { queryOptions } from '@tanstack/react-query';
import { fetchHeadIcons } from './endpoints/headIcon';

/*
 * The member centre's own data (accounts §2). The member's data sits under ['member', token], so
 * signing out drops it; member info, wallet and the unread count are in ./queries.
 */

/** The icons to pick from and the member's choice: asked for when the picker first opens. */
export const headIconsQuery = (token: string) =>
  queryOptions({ queryKey: ['member', token, 'headIcons'], queryFn: fetchHeadIcons, staleTime: 5 * 60_000 });
