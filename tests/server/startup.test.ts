import { describe, expect, it, vi } from 'vitest';
import {
  agentMenuItems,
  apiPaths,
  errorCodes,
  registerFieldNames,
  startupInfoSchema,
  whitelabelFlags,
} from '../../contract';
import { siteSettingsSchema } from '../../server/schemas/site-settings';
import { expectFailure, expectSuccess } from './support/envelope';
import { appOnFailingDatabase, jsonRequest, usePlatform } from './support/platform';

const platform = usePlatform();

describe('GET /wps/system/startup', () => {
  it('answers the start-up information of the demo site in the contract shape', async () => {
    const response = await platform.app.request(apiPaths.startup);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const info = await expectSuccess(response, startupInfoSchema);
    expect(info.merchantCode).toBe('DEMO');
    expect(Object.keys(info.whitelabel).sort()).toEqual([...whitelabelFlags].sort());
    expect(Object.values(info.whitelabel).every(Boolean)).toBe(true);
    expect(info.promotions).toEqual({ REFERRAL: true, MISSION: true });
    expect(info.features).toEqual({ vipBenefits: true, dividend: true, downloadBarLoginRequired: false, homeScreenOption: true });
    // The merchant menu whitelist: every agent-home tile named, red rain and team betting off.
    expect(Object.keys(info.agentMenuWhitelist).sort()).toEqual([...agentMenuItems].sort());
    expect(Object.entries(info.agentMenuWhitelist).filter(([, allowed]) => !allowed).map(([item]) => item).sort()).toEqual([
      'RED_RAIN',
      'TEAM_BETTING',
    ]);
    expect(info.register).toEqual({
      usernameRegistration: true,
      mobileRegistration: true,
      affiliateCodeCheck: true,
      minimumAge: 18,
    });
    expect(info.register).not.toHaveProperty('fields');
    expect(info.mobileTemplate.mem_cen).toBe('1');
    expect(info.imageCDNs).toHaveLength(2);
    expect(info.resources.map((r) => r.resourceType)).toEqual(
      expect.arrayContaining(['IOS', 'Android', 'MOBILECONFIG', 'TELEGRAM', 'FACEBOOK', 'AppDownloadIcon']),
    );
    expect(info.maintenance).toBe(false);
    expect(info.regionRestricted).toBe(false);
    expect(info.publicKey).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256' });
    expect(info.publicKey).not.toHaveProperty('d');
  });

  it('seeds a rule for every registration field', async () => {
    const response = await platform.app.request('/dev/site', jsonRequest('PATCH', {}));
    const settings = await expectSuccess(response, siteSettingsSchema);
    expect(Object.keys(settings.register.fields).sort()).toEqual([...registerFieldNames].sort());
    expect(settings.register.fields.username).toMatchObject({ enabled: true, required: true });
    expect(settings.register.fields.email).toMatchObject({ enabled: true, required: false });
    expect(settings.register.fields.wechat.enabled).toBe(false);
  });
});

describe('errors', () => {
  it('answers an unknown path with a JSON 404 envelope', async () => {
    const response = await platform.app.request('/wps/no/such/thing');
    expect(response.status).toBe(404);
    const failure = await expectFailure(response);
    expect(failure.errorCode).toBe(errorCodes.notFound);
  });

  it('answers a wrong method with the same 404 envelope', async () => {
    const failure = await expectFailure(await platform.app.request(apiPaths.startup, { method: 'DELETE' }));
    expect(failure.status).toBe(404);
    expect(failure.errorCode).toBe(errorCodes.notFound);
  });

  it('rejects a body with a wrong field type with 400 naming the field', async () => {
    const failure = await expectFailure(
      await platform.app.request(apiPaths.freeplay, jsonRequest('POST', { moduleId: 42 })),
    );
    expect(failure.status).toBe(400);
    expect(failure.errorCode).toBe(errorCodes.validation);
    expect(failure.value?.field).toBe('moduleId');
    expect(failure.message).toContain('moduleId');
  });

  it('rejects malformed JSON with 400, not 500', async () => {
    const failure = await expectFailure(
      await platform.app.request(apiPaths.freeplay, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"moduleId":',
      }),
    );
    expect(failure.status).toBe(400);
    expect(failure.errorCode).toBe(errorCodes.validation);
  });

  it('rejects a body that is not JSON at all', async () => {
    const failure = await expectFailure(
      await platform.app.request(apiPaths.freeplay, { method: 'POST', body: 'moduleId=COMM3' }),
    );
    expect(failure.status).toBe(400);
    expect(failure.value?.field).toBe('body');
  });

  it('answers an unexpected failure with a 500 envelope and no stack trace', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await appOnFailingDatabase(platform.db, new Error('database is down at /secret/path.ts:12'));
    const response = await app.request(apiPaths.startup);
    const text = await response.clone().text();
    const failure = await expectFailure(response);
    expect(failure.status).toBe(500);
    expect(failure.errorCode).toBe(errorCodes.internal);
    expect(text).not.toContain('secret');
    expect(errors).toHaveBeenCalled();
  });

  it('rejects an oversized body with 413', async () => {
    const failure = await expectFailure(
      await platform.app.request(apiPaths.freeplay, jsonRequest('POST', { moduleId: 'x'.repeat(100_000) })),
    );
    expect(failure.status).toBe(413);
  });
});
