import { apiPaths, freeplayResponseSchema } from '../../../contract';
import { expectSuccess } from './envelope';
import type { Platform } from '../../../server/platform';
import { bearer, devSession, jsonRequest } from './platform';

/** The calls a member-side suite makes on its platform (read when called: the platform opens in beforeAll). */
export function memberRequests(platform: Platform) {
  return {
    /** A session of a seeded account, made by the dev controls. */
    async tokenOf(account: string) {
      return (await devSession(platform.app, account)).token;
    },
    /** A trial (free play) session. */
    async trialToken() {
      const response = await platform.app.request(apiPaths.freeplay, jsonRequest('POST', { moduleId: 'COMM3' }));
      return (await expectSuccess(response, freeplayResponseSchema)).token;
    },
    get(path: string, token?: string, query: Record<string, string> = {}) {
      const search = new URLSearchParams(query).toString();
      return platform.app.request(search ? `${path}?${search}` : path, { headers: token ? bearer(token) : {} });
    },
    postJson(path: string, body: unknown, token: string) {
      return platform.app.request(path, jsonRequest('POST', body, bearer(token)));
    },
  };
}
