import { apiPaths, markReadResponseSchema, messagePageSchema, messagePageSize } from '../../../contract';
import { callPlatform } from '../client';

/* The member's inbox (shell-and-content §2 /m/webEmail, §7 message list). */

/** One page of the inbox, newest first, with the unread count over every page. */
export function fetchMessagePage(pageNo: number) {
  return callPlatform(apiPaths.messages, messagePageSchema, {
    query: { pageNo: String(pageNo), pageSize: String(messagePageSize) },
  });
}

/** Marks one message read; the answer carries the unread count after it. */
export function markMessageRead(id: number) {
  return callPlatform(apiPaths.messageRead, markReadResponseSchema, { method: 'POST', body: { id } });
}
