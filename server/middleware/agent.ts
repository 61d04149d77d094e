import { createMiddleware } from 'hono/factory';
import { errorCodes, isAgentType, type MemberInfo } from '../../contract';
import { messages } from '../constants';
import type { ActiveSession, PlatformContext } from '../context';
import { fail } from '../lib/respond';
import { memberInfo } from '../services/members';

export type MemberEnv = { Variables: { session: ActiveSession; member: MemberInfo } };

/**
 * After requireSession: a real (non-trial) member, whose info the handler reads from `member`.
 * A trial account is told to log in with a real one (accounts §6, §8).
 */
export function requireRealMember(ctx: PlatformContext) {
  return createMiddleware<MemberEnv>(async (c, next) => {
    const session = c.get('session');
    if (session.trial) return fail(c, 403, errorCodes.trialNotAllowed, messages.trialNotAllowed);
    const member = await memberInfo(ctx.db, session.memberId);
    if (!member) return fail(c, 401, errorCodes.unauthorized, messages.notLoggedIn);
    c.set('member', member);
    await next();
  });
}

/**
 * After requireSession: an agent (any type but 0, 4 and 40), as every `/wps/agent/*` call needs
 * (accounts §6, §8 'Non-agents cannot log in'); trial sessions are refused first.
 */
export function requireAgent(ctx: PlatformContext) {
  return createMiddleware<MemberEnv>(async (c, next) => {
    const session = c.get('session');
    if (session.trial) return fail(c, 403, errorCodes.trialNotAllowed, messages.trialNotAllowed);
    const member = await memberInfo(ctx.db, session.memberId);
    if (!member) return fail(c, 401, errorCodes.unauthorized, messages.notLoggedIn);
    if (!isAgentType(member.type)) return fail(c, 403, errorCodes.notAgent, messages.notAgent);
    c.set('member', member);
    await next();
  });
}
