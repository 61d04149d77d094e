import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  agentMenuItems,
  apiPaths,
  developmentVerificationPaths,
  errorCodes,
  loginResponseSchema,
  memberInfoSchema,
  startupInfoSchema,
} from '../../contract';
import {
  devResetResponseSchema,
  mailOutboxSchema,
  smsOutboxSchema,
  devControlPaths,
} from '../../server/schemas/dev-controls';
import { siteSettingsSchema } from '../../server/schemas/site-settings';
import { demoSiteSettings } from '../../server/db/seed-data';
import {
  affiliateCodes,
  countries,
  mailOutbox,
  memberIdentities,
  memberProfiles,
  members,
  passwordResetCodes,
  rateEvents,
  smsCodes,
} from '../../server/db/schema';
import { createPlatform } from '../../server/platform';
import { recordMail } from '../../server/services/mail';
import { recordSms } from '../../server/services/sms';
import { expectFailure, expectSuccess } from './support/envelope';
import { bearer, demoPassword, jsonRequest, postLogin, usePlatform } from './support/platform';

const platform = usePlatform({}, { resetEachTest: true });

const patchSite = (body: unknown) => platform.app.request(devControlPaths.site, jsonRequest('PATCH', body));
const startup = async () => expectSuccess(await platform.app.request(apiPaths.startup), startupInfoSchema);

describe('PATCH /dev/site', () => {
  it('switches maintenance and region restriction on in the start-up information', async () => {
    const settings = await expectSuccess(await patchSite({ startup: { maintenance: true, regionRestricted: true } }), siteSettingsSchema);
    expect(settings.startup).toEqual({ maintenance: true, regionRestricted: true });
    const info = await startup();
    expect(info.maintenance).toBe(true);
    expect(info.regionRestricted).toBe(true);
  });

  it('deep-merges partial sections and keeps everything else', async () => {
    const before = await startup();
    const settings = await expectSuccess(
      await patchSite({
        whitelabel: { MOBILEVERCODELOGIN3: false },
        promotions: { REFERRAL: false },
        register: { mobileRegistration: false, fields: { email: { required: true } } },
        mobileTemplate: { mem_cen: '0' },
      }),
      siteSettingsSchema,
    );
    expect(settings.register.fields.email).toEqual({ enabled: true, required: true, message: 'E-mail format is incorrect' });
    const after = await startup();
    expect(after.whitelabel).toEqual({ ...before.whitelabel, MOBILEVERCODELOGIN3: false });
    expect(after.promotions).toEqual({ REFERRAL: false, MISSION: true });
    expect(after.register.mobileRegistration).toBe(false);
    expect(after.register.usernameRegistration).toBe(true);
    expect(after.mobileTemplate).toEqual({ ...before.mobileTemplate, mem_cen: '0' });
    expect(after.publicKey).toEqual(before.publicKey);
  });

  it('flips the download-bar settings of the start-up features', async () => {
    await patchSite({ features: { downloadBarLoginRequired: true, homeScreenOption: false } });
    expect((await startup()).features).toEqual({
      vipBenefits: true,
      dividend: true,
      downloadBarLoginRequired: true,
      homeScreenOption: false,
    });
  });

  it('reads settings stored before the download-bar settings existed with their defaults', () => {
    const stored = siteSettingsSchema.parse(demoSiteSettings);
    const { downloadBarLoginRequired, homeScreenOption, ...olderFeatures } = stored.features;
    expect([downloadBarLoginRequired, homeScreenOption]).toEqual([false, true]);
    const older = { ...stored, features: { ...olderFeatures, vipBenefits: false } };
    expect(siteSettingsSchema.parse(older).features).toEqual({
      vipBenefits: false,
      dividend: true,
      downloadBarLoginRequired: false,
      homeScreenOption: true,
    });
  });

  it('switches agent-home tiles of the merchant menu whitelist, keeping the others', async () => {
    const before = await startup();
    await patchSite({ agentMenuWhitelist: { RED_RAIN: true, TEAM_PNL: false } });
    const after = await startup();
    expect(after.agentMenuWhitelist).toEqual({ ...before.agentMenuWhitelist, RED_RAIN: true, TEAM_PNL: false });
    const unknownTile = await expectFailure(await patchSite({ agentMenuWhitelist: { NO_SUCH_TILE: true } }));
    expect(unknownTile.status).toBe(400);
    expect(unknownTile.value?.field).toContain('agentMenuWhitelist');
  });

  it('reads settings stored before the menu whitelist existed as every tile allowed', () => {
    const { agentMenuWhitelist: _whitelist, ...older } = siteSettingsSchema.parse(demoSiteSettings);
    const whitelist = siteSettingsSchema.parse(older).agentMenuWhitelist;
    expect(Object.keys(whitelist).sort()).toEqual([...agentMenuItems].sort());
    expect(Object.values(whitelist).every(Boolean)).toBe(true);
  });

  it('rejects an invalid patch with 400 naming the field and changes nothing', async () => {
    const wrongType = await expectFailure(await patchSite({ startup: { maintenance: 'yes' } }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.errorCode).toBe(errorCodes.validation);
    expect(wrongType.value?.field).toBe('startup.maintenance');

    const unknownFlag = await expectFailure(await patchSite({ whitelabel: { NOSUCHFLAG: true } }));
    expect(unknownFlag.status).toBe(400);

    const unknownSection = await expectFailure(await patchSite({ colours: {} }));
    expect(unknownSection.status).toBe(400);

    const badAge = await expectFailure(await patchSite({ register: { minimumAge: 16 } }));
    expect(badAge.value?.field).toBe('register.minimumAge');

    expect((await startup()).maintenance).toBe(false);
  });
});

describe('POST /dev/reset', () => {
  it('restores settings, members and sessions but keeps the key', async () => {
    const before = await startup();
    await patchSite({ startup: { maintenance: true } });
    const login = await expectSuccess(
      await postLogin(platform.app, { username: 'demo_member', password: demoPassword }),
      loginResponseSchema,
    );
    await expectSuccess(await platform.app.request(devControlPaths.reset, { method: 'POST' }), devResetResponseSchema);

    const after = await startup();
    expect(after).toEqual(before);
    const stale = await expectFailure(await platform.app.request(apiPaths.memberInfo, { headers: bearer(login.token) }));
    expect(stale.status).toBe(401);

    const again = await expectSuccess(
      await postLogin(platform.app, { username: 'demo_member', password: demoPassword }),
      loginResponseSchema,
    );
    expect(again.firstTimeLogin).toBe(true);
    const info = await expectSuccess(await platform.app.request(apiPaths.memberInfo, { headers: bearer(again.token) }), memberInfoSchema);
    expect(info.account).toBe('demo_member');
  });
});

describe('POST /dev/session', () => {
  const openSession = (body: unknown) => platform.app.request(devControlPaths.session, jsonRequest('POST', body));

  it('opens a session for a seeded account, as a login would, without the form', async () => {
    const session = await expectSuccess(await openSession({ account: 'demo_agent' }), loginResponseSchema);
    expect(session).toMatchObject({ userName: 'demo_agent', merchantCode: 'DEMO', firstTimeLogin: true });
    const info = await expectSuccess(await platform.app.request(apiPaths.memberInfo, { headers: bearer(session.token) }), memberInfoSchema);
    expect(info.account).toBe('demo_agent');
    expect(session.customerType).toBe(info.type);
  });

  it('refuses an unknown account and a missing one', async () => {
    expect((await expectFailure(await openSession({ account: 'nobody_here' }))).status).toBe(404);
    expect((await expectFailure(await openSession({}))).status).toBe(400);
  });
});

describe('POST /dev/reset and the accounts tables', () => {
  it('empties codes, limits, outboxes and registrations, and re-seeds countries, codes and identities', async () => {
    const now = new Date();
    const [member] = await platform.db.select().from(members);
    const memberId = member?.id ?? 0;
    await platform.db.insert(smsCodes).values({ numberKey: '63:1', moduleId: 'REG3', clientKey: 'x', codeHash: null, createdAt: now, expiresAt: now });
    await platform.db.insert(passwordResetCodes).values({ memberId, codeHash: 'x$y', createdAt: now, expiresAt: now });
    await platform.db.insert(rateEvents).values({ bucket: 'login.client', subject: 'x', at: now });
    await platform.db.insert(memberProfiles).values({ memberId, registerMethod: 'H5', registerUrl: 'x', createdAt: now });
    await platform.db.insert(memberIdentities).values({ provider: 'google', subject: 'extra', memberId, createdAt: now });
    await platform.db.delete(countries);
    await platform.db.delete(affiliateCodes);
    await recordMail(platform.db, { to: 'a@b.com', subject: 's', body: 'b', sentAt: now });

    await expectSuccess(await platform.app.request(devControlPaths.reset, { method: 'POST' }), devResetResponseSchema);
    const counts = async (table: PgTable) =>
      (await platform.db.select({ n: count() }).from(table))[0]?.n;
    expect({
      smsCodes: await counts(smsCodes),
      passwordResetCodes: await counts(passwordResetCodes),
      rateEvents: await counts(rateEvents),
      memberProfiles: await counts(memberProfiles),
      mailOutbox: await counts(mailOutbox),
      memberIdentities: await counts(memberIdentities),
      affiliateCodes: await counts(affiliateCodes),
      countries: await counts(countries),
    }).toEqual({
      smsCodes: 0,
      passwordResetCodes: 0,
      rateEvents: 0,
      memberProfiles: 0,
      mailOutbox: 0,
      memberIdentities: 2,
      affiliateCodes: 1,
      countries: 15,
    });
  });
});

describe('GET /dev/mail', () => {
  it('lists the mail outbox newest first', async () => {
    expect(await expectSuccess(await platform.app.request(devControlPaths.mail), mailOutboxSchema)).toEqual([]);
    await recordMail(platform.db, { to: 'a@example.com', subject: 'first', body: 'one', sentAt: new Date(1_000) });
    await recordMail(platform.db, { to: 'b@example.com', subject: 'second', body: 'two', sentAt: new Date(2_000) });
    expect(await expectSuccess(await platform.app.request(devControlPaths.mail), mailOutboxSchema)).toEqual([
      { to: 'b@example.com', subject: 'second', body: 'two', sentAt: 2_000 },
      { to: 'a@example.com', subject: 'first', body: 'one', sentAt: 1_000 },
    ]);
  });
});

describe('GET /dev/sms', () => {
  it('lists the outbox newest first', async () => {
    expect(await expectSuccess(await platform.app.request(devControlPaths.sms), smsOutboxSchema)).toEqual([]);
    await recordSms(platform.db, { mobile: '9171234567', countryDialingCode: '63', code: '111111', moduleId: 'REG3', sentAt: new Date(1_000) });
    await recordSms(platform.db, { mobile: '9170000000', countryDialingCode: '63', code: '222222', moduleId: 'COMM3', sentAt: new Date(2_000) });
    const outbox = await expectSuccess(await platform.app.request(devControlPaths.sms), smsOutboxSchema);
    expect(outbox).toEqual([
      { mobile: '9170000000', code: '222222', moduleId: 'COMM3', sentAt: 2_000 },
      { mobile: '9171234567', code: '111111', moduleId: 'REG3', sentAt: 1_000 },
    ]);
  });
});

describe('dev controls for this machine only (the default)', () => {
  it('answer a request whose only hop is a loopback peer, and refuse anyone else, forwarded or not', async () => {
    const local = await createPlatform({ database: { db: platform.db, kind: 'pglite', close: async () => {} } });
    try {
      const from = (forwardedFor?: string) =>
        local.app.request(devControlPaths.sms, forwardedFor ? { headers: { 'X-Forwarded-For': forwardedFor } } : {});
      for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.0.1.1']) {
        expect(await expectSuccess(await from(peer), smsOutboxSchema), peer).toEqual([]);
      }
      // A stranger, no peer at all, and a proxy on this machine forwarding a stranger.
      for (const forwardedFor of ['192.168.1.20', '10.0.0.5', undefined, '203.0.113.9, 127.0.0.1', '127.0.0.1, 127.0.0.1']) {
        const failure = await expectFailure(await from(forwardedFor));
        expect(failure.status, forwardedFor).toBe(403);
        expect(failure.errorCode).toBe(errorCodes.forbidden);
        expect(failure.message).toMatch(/DEV_CONTROLS=open/);
      }
      // Every path, the development verification service's included, and every method.
      for (const path of [...Object.values(devControlPaths), ...Object.values(developmentVerificationPaths)]) {
        for (const method of ['GET', 'POST', 'PATCH']) {
          const response = await local.app.request(path, { method, headers: { 'X-Forwarded-For': '192.168.1.20' } });
          expect(response.status, `${method} ${path}`).toBe(403);
        }
      }
      // The platform itself is not affected.
      expect((await local.app.request(apiPaths.startup, { headers: { 'X-Forwarded-For': '192.168.1.20' } })).status).toBe(200);
    } finally {
      await local.close();
    }
  });
});

describe('without dev controls', () => {
  it('answers every /dev path with the JSON 404', async () => {
    // Same database, second app: no second PGlite boot.
    const locked = await createPlatform({
      database: { db: platform.db, kind: 'pglite', close: async () => {} },
      devControls: 'off',
    });
    try {
      for (const path of [...Object.values(devControlPaths), ...Object.values(developmentVerificationPaths)]) {
        const post = path === devControlPaths.reset || path === developmentVerificationPaths.idToken;
        const failure = await expectFailure(await locked.app.request(path, { method: post ? 'POST' : 'GET' }));
        expect(failure.status).toBe(404);
        expect(failure.errorCode).toBe(errorCodes.notFound);
      }
    } finally {
      await locked.close();
    }
  });
});
