import { Hono } from 'hono';
import {
  developmentVerificationPaths,
  devIdTokenRequestSchema,
  devIdTokenSchema,
  devPhoneSendRequestSchema,
  devPhoneSendSchema,
  devPhoneVerifyRequestSchema,
  errorCodes,
  loginResponseSchema,
} from '../../contract';
import {
  devCaptchaQuerySchema,
  devCaptchaSchema,
  devResetResponseSchema,
  devMemberRequestSchema,
  devMemberSchema,
  devSessionRequestSchema,
  mailOutboxSchema,
  smsOutboxSchema,
  devControlPaths,
  devDepositDecidedSchema,
  devDepositDecisionSchema,
  devPendingDepositsSchema,
} from '../schemas/dev-controls';
import { cspReportListSchema } from '../schemas/csp-report';
import { vitalsSummarySchema } from '../schemas/vitals';
import { devContentRoutes } from './dev-content';
import { siteSettingsPatchSchema, siteSettingsSchema } from '../schemas/site-settings';
import { demoSiteCode } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { resetToSeed } from '../db/seed';
import { fail, failVerification, invalidFromZod, ok } from '../lib/respond';
import { jsonBody, queryParams } from '../lib/validate';
import { checkPhoneVerification, startPhoneVerification } from '../services/dev-phone';
import { startMemberSession } from '../services/login';
import { latestCspViolations } from '../services/csp-reports';
import { vitalsSummary } from '../services/vitals';
import { decideDeposit, pendingDeposits } from '../services/deposits';
import { updateDevMember } from '../services/dev-members';
import { latestMail } from '../services/mail';
import { findMemberByAccount } from '../services/members';
import { latestSms } from '../services/sms';
import { getSiteSettings, mergeSiteSettings, saveSiteSettings } from '../services/sites';

/** QA and e2e controls of the reference platform; never mounted in front of a real platform. */
export function devRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>()
    .get(devControlPaths.deposits, async (c) => ok(c, devPendingDepositsSchema, await pendingDeposits(ctx.db)))
    .post(devControlPaths.decideDeposit, jsonBody(devDepositDecisionSchema), async (c) => {
      const request = c.req.valid('json');
      if (!(await decideDeposit(ctx.db, request.id, request, ctx.now()))) {
        return fail(c, 409, errorCodes.validation, `Deposit ${request.id} is not pending`, { field: 'id' });
      }
      return ok(c, devDepositDecidedSchema, { id: request.id, decided: true });
    })
    .get(devControlPaths.sms, async (c) => {
      const rows = await latestSms(ctx.db);
      return ok(
        c,
        smsOutboxSchema,
        rows.map((row) => ({ mobile: row.mobile, code: row.code, moduleId: row.moduleId, sentAt: row.sentAt.getTime() })),
      );
    })
    .patch(devControlPaths.site, jsonBody(siteSettingsPatchSchema), async (c) => {
      const merged = siteSettingsSchema.safeParse(
        mergeSiteSettings(await getSiteSettings(ctx.db, demoSiteCode), c.req.valid('json')),
      );
      if (!merged.success) return invalidFromZod(c, merged.error);
      await saveSiteSettings(ctx.db, demoSiteCode, merged.data, ctx.now());
      return ok(c, siteSettingsSchema, merged.data);
    })
    .post(devControlPaths.reset, async (c) => {
      // Work a request left for after its answer would otherwise land in the fresh seed.
      await ctx.background.settled();
      await resetToSeed(ctx.db, ctx.now(), ctx.passwordHashing);
      ctx.devCaptchas.clear();
      ctx.devPhoneVerifications.clear();
      return ok(c, devResetResponseSchema, { reset: true });
    })
    .post(devControlPaths.session, jsonBody(devSessionRequestSchema), async (c) => {
      const member = await findMemberByAccount(ctx.db, demoSiteCode, c.req.valid('json').account);
      if (!member) return fail(c, 404, errorCodes.notFound, 'No account with this name');
      return ok(c, loginResponseSchema, await startMemberSession(ctx, member, 'H5'));
    })
    .put(`${devControlPaths.members}/:account`, jsonBody(devMemberRequestSchema), async (c) => {
      const outcome = await updateDevMember(ctx.db, c.req.param('account'), c.req.valid('json'), ctx.now());
      switch (outcome.kind) {
        case 'updated':
          return ok(c, devMemberSchema, outcome.member);
        case 'noMember':
          return fail(c, 404, errorCodes.notFound, 'No account with this name');
        case 'noUpline':
          return fail(c, 400, errorCodes.validation, 'Invalid toUpline: no other account with this name', { field: 'toUpline' });
      }
    })
    .get(devControlPaths.captcha, queryParams(devCaptchaQuerySchema), (c) => {
      const { key } = c.req.valid('query');
      const entry = ctx.devCaptchas.get(key);
      if (!entry || entry.expiresAt <= ctx.now().getTime()) {
        return fail(c, 404, errorCodes.notFound, 'No open captcha with this key');
      }
      return ok(c, devCaptchaSchema, { captchaKey: key, code: entry.code });
    })
    .get(devControlPaths.cspReports, async (c) => {
      const reports = await latestCspViolations(ctx.db);
      return ok(
        c,
        cspReportListSchema,
        reports.map(({ id: _id, receivedAt, ...report }) => ({ ...report, receivedAt: receivedAt.getTime() })),
      );
    })
    .get(devControlPaths.vitals, async (c) => ok(c, vitalsSummarySchema, await vitalsSummary(ctx.db)))
    .get(devControlPaths.mail, async (c) => {
      // E-mails are sent after the answer: a reader right after the request still finds them.
      await ctx.background.settled();
      const mail = await latestMail(ctx.db);
      return ok(
        c,
        mailOutboxSchema,
        mail.map((message) => ({ ...message, sentAt: message.sentAt.getTime() })),
      );
    })
    .post(developmentVerificationPaths.idToken, jsonBody(devIdTokenRequestSchema), async (c) => {
      if (!ctx.devIdentity) return fail(c, 404, errorCodes.notFound, 'A real verification service is in use');
      const { provider, subject, email } = c.req.valid('json');
      return ok(c, devIdTokenSchema, await ctx.devIdentity.issue(provider, email ? { subject, email } : { subject }));
    })
    .post(developmentVerificationPaths.phoneSend, jsonBody(devPhoneSendRequestSchema), async (c) => {
      if (!ctx.devIdentity) return fail(c, 404, errorCodes.notFound, 'A real verification service is in use');
      return ok(c, devPhoneSendSchema, { verificationId: await startPhoneVerification(ctx, c.req.valid('json')) });
    })
    .post(developmentVerificationPaths.phoneVerify, jsonBody(devPhoneVerifyRequestSchema), async (c) => {
      const identity = ctx.devIdentity;
      if (!identity) return fail(c, 404, errorCodes.notFound, 'A real verification service is in use');
      const { verificationId, code } = c.req.valid('json');
      const outcome = checkPhoneVerification(ctx, verificationId, code);
      if (outcome.kind !== 'verified') return failVerification(c, outcome.kind, 'code');
      return ok(c, devIdTokenSchema, await identity.issue('phone', { subject: outcome.subject }));
    })
    .route('/', devContentRoutes(ctx));
}
