import { eq } from 'drizzle-orm';
import { registerFieldNames } from '../../contract';
import { siteSettingsSchema, type SiteSettings, type SiteSettingsPatch } from '../schemas/site-settings';
import type { Database } from '../db/database';
import { sites } from '../db/schema';

export async function getSiteSettings(db: Database, code: string): Promise<SiteSettings> {
  const [row] = await db.select({ settings: sites.settings }).from(sites).where(eq(sites.code, code));
  if (!row) throw new Error(`site ${code} is not seeded`);
  return siteSettingsSchema.parse(row.settings);
}

export async function saveSiteSettings(db: Database, code: string, settings: SiteSettings, now: Date): Promise<void> {
  await db
    .update(sites)
    .set({ settings: siteSettingsSchema.parse(settings), updatedAt: now })
    .where(eq(sites.code, code));
}

/** Deep merge, section by section; register field rules merge per field. */
export function mergeSiteSettings(current: SiteSettings, patch: SiteSettingsPatch): SiteSettings {
  const { fields: fieldPatch, ...registerPatch } = patch.register ?? {};
  const fields = { ...current.register.fields };
  for (const name of registerFieldNames) {
    const rule = fieldPatch?.[name];
    if (rule) fields[name] = { ...fields[name], ...rule };
  }
  return {
    ...current,
    whitelabel: { ...current.whitelabel, ...patch.whitelabel },
    promotions: { ...current.promotions, ...patch.promotions },
    features: { ...current.features, ...patch.features },
    agentMenuWhitelist: { ...current.agentMenuWhitelist, ...patch.agentMenuWhitelist },
    register: { ...current.register, ...registerPatch, fields },
    mobileTemplate: { ...current.mobileTemplate, ...patch.mobileTemplate },
    customerService: { ...current.customerService, ...patch.customerService },
    startup: { ...current.startup, ...patch.startup },
    verification: { phoneViaService: false, ...current.verification, ...patch.verification },
    wallet: { ...current.wallet, ...patch.wallet },
  };
}
