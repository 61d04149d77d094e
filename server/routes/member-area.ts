import { Hono } from 'hono';
import { z } from 'zod/mini';
import {
  apiPaths,
  contentQuerySchema,
  contentTypes,
  errorCodes,
  headIconChangeSchema,
  headIconsSchema,
  helpArticleSchema,
  helpDetailQuerySchema,
  helpListQuerySchema,
  helpListSchema,
  isAgentType,
  markReadResponseSchema,
  markReadSchema,
  memberNoticeListSchema,
  messageListQuerySchema,
  messagePageSchema,
  unreadCountSchema,
  vipLevelsSchema,
} from '../../contract';
import { demoSiteCode, messages } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { fail, featureDisabled, ok } from '../lib/respond';
import { formBody, jsonBody, queryParams } from '../lib/validate';
import { requireSession } from '../middleware/auth';
import { requireRealMember } from '../middleware/agent';
import { chooseHeadIcon, memberHeadIcons } from '../services/head-icons';
import {
  helpArticle,
  helpTopics,
  markMessageRead,
  markNoticeRead,
  memberNotices,
  messagePage,
  unreadMessageCount,
  vipLevelList,
} from '../services/member-area';
import { memberInfo } from '../services/members';
import { getSiteSettings } from '../services/sites';

const contentTypeListSchema = z.array(z.enum(contentTypes));

/**
 * The member's own area (accounts §2, §3, §7; shell-and-content §4, §7): head icon, inbox,
 * announcements with read state and VIP levels need a session; the help centre is open to guests.
 */
export function memberAreaRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>()
    .get(apiPaths.headIcon, requireSession(ctx), async (c) => ok(c, headIconsSchema, await memberHeadIcons(ctx.db, c.get('session').memberId)))
    .post(apiPaths.headIcon, requireSession(ctx), formBody(headIconChangeSchema), async (c) => {
      const memberId = c.get('session').memberId;
      if (!(await chooseHeadIcon(ctx.db, memberId, Number(c.req.valid('form').iconId)))) {
        return fail(c, 400, errorCodes.validation, messages.headIconUnknown, { field: 'iconId' });
      }
      return ok(c, headIconsSchema, await memberHeadIcons(ctx.db, memberId));
    })
    .get(apiPaths.unreadMessageCount, requireSession(ctx), async (c) =>
      ok(c, unreadCountSchema, await unreadMessageCount(ctx.db, c.get('session').memberId)),
    )
    .get(apiPaths.messages, requireSession(ctx), queryParams(messageListQuerySchema), async (c) =>
      ok(c, messagePageSchema, await messagePage(ctx.db, c.get('session').memberId, c.req.valid('query'))),
    )
    .post(apiPaths.messageRead, requireSession(ctx), jsonBody(markReadSchema), async (c) => {
      const { id } = c.req.valid('json');
      const unreadCount = await markMessageRead(ctx.db, c.get('session').memberId, id, ctx.now());
      if (unreadCount === undefined) return fail(c, 404, errorCodes.notFound, messages.messageNotFound, { field: 'id' });
      return ok(c, markReadResponseSchema, { id, unreadCount });
    })
    .get(apiPaths.memberNotices, requireSession(ctx), queryParams(contentQuerySchema), async (c) => {
      const session = c.get('session');
      const types = contentTypeListSchema.parse(c.req.valid('query').types.split(','));
      const viewer = await memberInfo(ctx.db, session.memberId);
      const list = await memberNotices(ctx.db, demoSiteCode, session.memberId, types, viewer !== undefined && isAgentType(viewer.type));
      return ok(c, memberNoticeListSchema, list);
    })
    .post(apiPaths.noticeRead, requireSession(ctx), jsonBody(markReadSchema), async (c) => {
      const session = c.get('session');
      const { id } = c.req.valid('json');
      const viewer = await memberInfo(ctx.db, session.memberId);
      const viewerIsAgent = viewer !== undefined && isAgentType(viewer.type);
      const unreadCount = await markNoticeRead(ctx.db, demoSiteCode, session.memberId, id, viewerIsAgent, ctx.now());
      if (unreadCount === undefined) return fail(c, 404, errorCodes.notFound, messages.noticeNotFound, { field: 'id' });
      return ok(c, markReadResponseSchema, { id, unreadCount });
    })
    // A trial account has no VIP level of its own: it is told to log in with a real one.
    .get(apiPaths.vipLevels, requireSession(ctx), requireRealMember(ctx), async (c) => {
      const settings = await getSiteSettings(ctx.db, demoSiteCode);
      if (!settings.features.vipBenefits) return featureDisabled(c);
      return ok(c, vipLevelsSchema, await vipLevelList(ctx.db, demoSiteCode, c.get('member').vipLevel));
    })
    .get(apiPaths.helpList, queryParams(helpListQuerySchema), async (c) =>
      ok(c, helpListSchema, await helpTopics(ctx.db, demoSiteCode, c.req.valid('query').language)),
    )
    .get(apiPaths.helpDetail, queryParams(helpDetailQuerySchema), async (c) => {
      const { id, language } = c.req.valid('query');
      const article = await helpArticle(ctx.db, demoSiteCode, Number(id), language);
      if (!article) return fail(c, 404, errorCodes.notFound, messages.helpNotFound, { field: 'id' });
      return ok(c, helpArticleSchema, article);
    });
}
