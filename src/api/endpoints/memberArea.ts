import {
  apiPaths,
  homeContentGroup,
  markReadResponseSchema,
  memberNoticeListSchema,
  unreadCountSchema,
  type ContentType,
} from '../../../contract';
import { callPlatform } from '../client';

/* The member's own area (accounts §2, shell-and-content §4): unread counts and read state. */

/** The unread message count: the message icon's dot, the agent home's mail badge. */
export function fetchUnreadMessageCount() {
  return callPlatform(apiPaths.unreadMessageCount, unreadCountSchema);
}

/** Announcements of the given types with the member's read state and the unread footer. */
export function fetchMemberNotices(types: readonly ContentType[], merchantCode: string) {
  return callPlatform(apiPaths.memberNotices, memberNoticeListSchema, {
    query: { types: types.join(','), groupName: homeContentGroup, platform: 'M', merchantCode },
  });
}

export function markNoticeRead(id: number) {
  return callPlatform(apiPaths.noticeRead, markReadResponseSchema, { method: 'POST', body: { id } });
}
