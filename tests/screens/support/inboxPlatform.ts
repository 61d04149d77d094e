import { vi } from 'vitest';
import {
  apiPaths,
  errorCodes,
  messagePageSize,
  type HelpArticle,
  type MemberNotice,
  type Message,
  type VipLevel,
  type VipLevels,
} from '../../../contract';

/** A message of the fake inbox; each test names only what it is about. */
export function message(fields: Partial<Message> & Pick<Message, 'id'>): Message {
  return { title: `Message ${fields.id}`, content: `<p>Body of message ${fields.id}</p>`, sentAt: Date.UTC(2026, 10, fields.id), read: false, ...fields };
}

export function memberNotice(fields: Partial<MemberNotice> & Pick<MemberNotice, 'id'>): MemberNotice {
  return {
    type: 'PL',
    title: `Notice ${fields.id}`,
    content: `<p>Body of notice ${fields.id}</p>`,
    publishedAt: Date.UTC(2026, 10, fields.id),
    read: false,
    ...fields,
  };
}

export function vipLevel(level: string, rank: number): VipLevel {
  return {
    level,
    name: `VIP ${rank}`,
    minDeposit: rank * 1000,
    minTurnover: rank * 5000,
    benefits: { upgradeBonus: rank * 100, birthdayBonus: rank * 50, monthlyBonus: rank * 20, rebatePercent: rank / 10, dailyWithdrawals: rank + 2 },
  };
}

/** Help articles in English and Portuguese. */
export const demoHelp: Record<string, HelpArticle[]> = {
  en: [
    { id: 1, category: 'Account', title: 'How do I register?', content: '<p>Tap Register.</p>' },
    { id: 2, category: 'Deposits', title: 'How do I deposit?', content: '<p>Open the deposit page.</p>' },
    { id: 3, category: 'Account', title: 'I forgot my password', content: '<p>Use <a href="/m/forget">forgot password</a>.</p>' },
  ],
  pt: [
    { id: 1, category: 'Conta', title: 'Como me registo?', content: '<p>Toque em Registar.</p>' },
    { id: 2, category: 'Depósitos', title: 'Como deposito?', content: '<p>Abra a página de depósito.</p>' },
    { id: 3, category: 'Conta', title: 'Esqueci a minha senha', content: '<p>Use a recuperação.</p>' },
  ],
};

type Failing = 'messages' | 'messageRead' | 'memberNotices' | 'noticeRead' | 'vipLevels' | 'helpList' | 'helpDetail';

/**
 * The platform's inbox, announcements (with read state), VIP and help calls over data a test
 * gives, with real read behaviour (a read persists, counts follow). `failing` makes a call fail as
 * a platform error does; every other `/wps` call fails too. `requests` is every call made.
 */
export function fakeInboxPlatform({
  messages = [],
  notices = [],
  vip = { currentLevel: null, levels: [] },
  help = demoHelp,
}: { messages?: Message[]; notices?: MemberNotice[]; vip?: VipLevels; help?: Record<string, HelpArticle[]> } = {}) {
  const inbox = messages.map((item) => ({ ...item }));
  const announcements = notices.map((item) => ({ ...item }));
  const failing = new Set<string>();
  const refused = new Map<string, string>();
  const requests: Array<{ url: URL; method: string; body: unknown }> = [];
  const ok = (value: unknown) => Response.json({ success: true, value });
  const failure = (status: number, errorCode: string) => Response.json({ success: false, errorCode, message: errorCode }, { status });
  const unreadMessages = () => inbox.filter((item) => !item.read).length;

  const answer = (url: URL, method: string, body: unknown): Response => {
    const path = Object.entries(apiPaths).find(([, value]) => value === url.pathname)?.[0];
    if (path !== undefined && failing.has(path)) return failure(500, errorCodes.internal);
    const refusal = path === undefined ? undefined : refused.get(path);
    if (refusal !== undefined) return failure(403, refusal);
    const query = url.searchParams;
    switch (url.pathname) {
      case apiPaths.messages: {
        const pageNo = Number(query.get('pageNo') ?? '1');
        const size = Number(query.get('pageSize') ?? String(messagePageSize));
        const sorted = [...inbox].sort((a, b) => b.sentAt - a.sentAt);
        return ok({
          content: sorted.slice((pageNo - 1) * size, pageNo * size),
          pageNum: pageNo,
          totalPages: Math.ceil(sorted.length / size),
          unreadCount: unreadMessages(),
        });
      }
      case apiPaths.messageRead: {
        const id = readId(body);
        const item = inbox.find((candidate) => candidate.id === id);
        if (item === undefined) return failure(404, errorCodes.notFound);
        item.read = true;
        return ok({ id, unreadCount: unreadMessages() });
      }
      case apiPaths.unreadMessageCount:
        return ok(unreadMessages());
      case apiPaths.memberNotices: {
        const types = (query.get('types') ?? '').split(',');
        const content = announcements.filter((item) => types.includes(item.type));
        return ok({ content, footer: { unreadCount: content.filter((item) => !item.read).length } });
      }
      case apiPaths.noticeRead: {
        const id = readId(body);
        const item = announcements.find((candidate) => candidate.id === id);
        if (item === undefined) return failure(404, errorCodes.notFound);
        item.read = true;
        return ok({ id, unreadCount: announcements.filter((candidate) => !candidate.read).length });
      }
      case apiPaths.vipLevels:
        return ok(vip);
      case apiPaths.helpList: {
        const articles = help[query.get('language') ?? ''] ?? [];
        return ok(articles.map(({ id, category, title }) => ({ id, category, title })));
      }
      case apiPaths.helpDetail: {
        const article = (help[query.get('language') ?? ''] ?? []).find((item) => String(item.id) === query.get('id'));
        return article === undefined ? failure(404, errorCodes.notFound) : ok(article);
      }
      default:
        return failure(500, errorCodes.internal);
    }
  };

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text === '' ? undefined : JSON.parse(text);
    requests.push({ url, method: request.method, body });
    return answer(url, request.method, body);
  });

  return {
    inbox,
    announcements,
    /** Makes a call fail (a platform error) until `recover`. */
    fail: (call: Failing) => failing.add(call),
    recover: (call: Failing) => failing.delete(call),
    /** Makes a call answer a refusal (403 with this error code). */
    refuse: (call: Failing, errorCode: string) => refused.set(call, errorCode),
    /** The calls made to one path: method, query and body. */
    calls: (path: string) => requests.filter(({ url }) => url.pathname === path).map(({ url, method, body }) => ({ method, query: url.searchParams, body })),
  };
}

function readId(body: unknown): number | undefined {
  return typeof body === 'object' && body !== null && 'id' in body && typeof body.id === 'number' ? body.id : undefined;
}
