import { Hono } from 'hono';
import { apiPaths, developmentVerificationKind, startupInfoSchema, type StartupInfo } from '../../contract';
import { demoSiteCode } from '../constants';
import type { AppEnv, PlatformContext } from '../context';
import { ok } from '../lib/respond';
import { getSiteSettings } from '../services/sites';

export function startupRoutes(ctx: PlatformContext) {
  return new Hono<AppEnv>().get(apiPaths.startup, async (c) => {
    const settings = await getSiteSettings(ctx.db, demoSiteCode);
    const { fields: _fieldRules, ...register } = settings.register;
    const info: StartupInfo = {
      merchantCode: demoSiteCode,
      whitelabel: settings.whitelabel,
      promotions: settings.promotions,
      features: settings.features,
      agentMenuWhitelist: settings.agentMenuWhitelist,
      register,
      paths: settings.paths,
      domainRoute: settings.domainRoute,
      mainDomain: settings.mainDomain,
      resources: settings.resources,
      mobileTemplate: settings.mobileTemplate,
      customerService: settings.customerService,
      imageCDNs: settings.imageCDNs,
      maintenance: settings.startup.maintenance,
      regionRestricted: settings.startup.regionRestricted,
      publicKey: ctx.key.publicJwk,
      verificationService: ctx.devIdentity
        ? {
            kind: developmentVerificationKind,
            config: {},
            phoneVerification: settings.verification?.phoneViaService ?? false,
          }
        : null,
    };
    return ok(c, startupInfoSchema, info);
  });
}
