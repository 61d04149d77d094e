import { z } from 'zod/mini';
import {
  agentMenuItems,
  agentMenuItemSchema,
  agentMenuWhitelistSchema,
  type AgentMenuWhitelist,
  customerServiceSchema,
  featuresSchema,
  mobileTemplateSchema,
  promotionCodes,
  promotionsSchema,
  registerFieldNameSchema,
  registerFieldRuleSchema,
  registerSettingsSchema,
  resourceSchema,
  whitelabelFlagSchema,
  whitelabelSchema,
} from '../../contract';

/*
 * The reference platform's site administration: the whole configurable demo site, as stored and as
 * `PATCH /dev/site` edits it. Only the platform and the e2e tests use these; the front end reads
 * the site through start-up information (contract/startup.ts).
 */

export const startupStateSchema = z.object({
  maintenance: z.boolean(),
  regionRestricted: z.boolean(),
});

/**
 * How phone numbers are verified: by the platform's own SMS codes, or (phoneViaService) by the
 * phone/social verification service, which sends and checks the code and vouches with an id token
 * (accounts §4: the phone-verification-service route).
 */
export const verificationSettingsSchema = z.object({ phoneViaService: z.boolean() });

/**
 * The features as stored. The download-bar settings came later: settings stored before them read
 * as the platform's defaults (no login required, the home-screen guide offered).
 */
const storedFeaturesSchema = z.extend(featuresSchema, {
  downloadBarLoginRequired: z._default(z.boolean(), false),
  homeScreenOption: z._default(z.boolean(), true),
});

/** Every agent-home tile allowed: what settings stored before the whitelist existed read as. */
export const allAgentMenuItemsAllowed: AgentMenuWhitelist = agentMenuWhitelistSchema.parse(
  Object.fromEntries(agentMenuItems.map((item) => [item, true])),
);

/** How the reference platform plays the operator's part in payments (issue 36). */
export const walletSettingsSchema = z.object({
  /** A pending deposit is approved this many seconds after it was made; null: only by hand (dev controls). */
  depositAutoApproveSeconds: z.nullable(z.int().check(z.nonnegative(), z.maximum(86_400))),
});
export type WalletSettings = z.infer<typeof walletSettingsSchema>;

/** The whole configurable demo site: what `PATCH /dev/site` edits and start-up information reads. */
export const siteSettingsSchema = z.object({
  whitelabel: whitelabelSchema,
  promotions: promotionsSchema,
  features: storedFeaturesSchema,
  /** The merchant menu whitelist of the agent home's tiles (accounts §2 agent home). */
  agentMenuWhitelist: z._default(agentMenuWhitelistSchema, () => ({ ...allAgentMenuItemsAllowed })),
  register: registerSettingsSchema,
  mobileTemplate: mobileTemplateSchema,
  customerService: customerServiceSchema,
  imageCDNs: z.array(z.string()).check(z.minLength(1)),
  resources: z.array(resourceSchema),
  paths: z.record(z.string(), z.string()),
  domainRoute: z.string(),
  mainDomain: z.string(),
  startup: startupStateSchema,
  /** Optional so settings stored before it existed still read; absent means the platform's SMS. */
  verification: z.optional(verificationSettingsSchema),
  wallet: z._default(walletSettingsSchema, () => ({ depositAutoApproveSeconds: null })),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** `PATCH /dev/site`: every part optional, records partial. Merged over the stored settings. */
export const siteSettingsPatchSchema = z.strictObject({
  whitelabel: z.optional(z.partialRecord(whitelabelFlagSchema, z.boolean())),
  promotions: z.optional(z.partialRecord(z.enum(promotionCodes), z.boolean())),
  features: z.optional(z.partial(featuresSchema)),
  agentMenuWhitelist: z.optional(z.partialRecord(agentMenuItemSchema, z.boolean())),
  register: z.optional(
    z.partial(
      z.extend(z.omit(registerSettingsSchema, { fields: true }), {
        fields: z.partialRecord(registerFieldNameSchema, z.partial(registerFieldRuleSchema)),
      }),
    ),
  ),
  mobileTemplate: z.optional(z.partial(mobileTemplateSchema)),
  customerService: z.optional(z.partial(customerServiceSchema)),
  startup: z.optional(z.partial(startupStateSchema)),
  verification: z.optional(z.partial(verificationSettingsSchema)),
  wallet: z.optional(z.partial(walletSettingsSchema)),
});
export type SiteSettingsPatch = z.infer<typeof siteSettingsPatchSchema>;
