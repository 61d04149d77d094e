import { useQuery } from '@tanstack/react-query';
import type { ContentItem, ContentType } from '../../../contract';
import { homeContentQuery } from '../../api/contentQueries';
import { useSession, useStartupInfo } from '../../app/hooks';

/** Home's content of one type (banners B, player announcements PL), in the platform's order. */
export function useHomeContent(type: ContentType) {
  const { merchantCode } = useStartupInfo();
  const session = useSession();
  return useQuery({
    ...homeContentQuery(merchantCode, session?.token ?? null),
    select: (items: ContentItem[]) => items.filter((item) => item.type === type),
  });
}
