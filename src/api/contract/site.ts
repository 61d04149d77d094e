import { z } from 'zod/mini';

/** White-label feature flags named in the spec (accounts §2, §6; shell-and-content §2). */
export const whitelabelFlags = [
  'MOBILEVERCODELOGIN3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'DIRECTREG3',
  'DEPRECM3',
  'WITHREC3',
  'TRANSREC3',
  'TRANSBETREPMEM3',
  'PERSREP',
  'AGETRANSFERUP3',
  'REWCEN3',
  'MANPLAYREB3',
  'PLYRBT',
  'MAILCEN',
  'FEEDBACK3',
  /** Password-change verification by phone (accounts §2, forgot password). */
  'PSWCHANGEVERIFY3',
] as const;
export const whitelabelFlagSchema = z.enum(whitelabelFlags);
export type WhitelabelFlag = z.infer<typeof whitelabelFlagSchema>;
export const whitelabelSchema = z.record(whitelabelFlagSchema, z.boolean());
export type Whitelabel = z.infer<typeof whitelabelSchema>;

export const promotionCodes = ['REFERRAL', 'MISSION'] as const;
export const promotionsSchema = z.record(z.enum(promotionCodes), z.boolean());

export const registerFieldNames = [
  'mobileNum',
  'verificationCode',
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export const registerFieldNameSchema = z.enum(registerFieldNames);

/** Per-field registration rule (accounts §2): enabled, required and a verification message. */
export const registerFieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  message: z.string().check(z.maxLength(200)),
});
export type RegisterFieldRule = z.infer<typeof registerFieldRuleSchema>;

export const registerSettingsSchema = z.object({
  usernameRegistration: z.boolean(),
  mobileRegistration: z.boolean(),
  affiliateCodeCheck: z.boolean(),
  minimumAge: z.union([z.literal(18), z.literal(21)]),
  fields: z.record(registerFieldNameSchema, registerFieldRuleSchema),
});
export type RegisterSettings = z.infer<typeof registerSettingsSchema>;

/** mobileTemplate (shell-and-content §2, §3): template switches and download-bar look. */
export const mobileTemplateSchema = z.object({
  mem_cen: z.enum(['0', '1']),
  dep_func: z.enum(['0', '1']),
  app_background: z.string().check(z.maxLength(64)),
  app_desc: z.string().check(z.maxLength(200)),
  app_desc_font_color: z.string().check(z.maxLength(64)),
});
export type MobileTemplate = z.infer<typeof mobileTemplateSchema>;

export const resourceTypes = [
  'IOS',
  'Android',
  'MOBILECONFIG',
  'TELEGRAM',
  'TELEGRAM2',
  'FACEBOOK',
  'AppDownloadIcon',
  'USDJUMP',
] as const;
export const resourceSchema = z.object({ resourceType: z.enum(resourceTypes), url: z.string() });
export type Resource = z.infer<typeof resourceSchema>;

export const customerServiceSchema = z.object({
  /** The 7x24 messaging-app link the footer opens. */
  messagingUrl: z.string(),
  /** The online-service (chat) link. */
  onlineServiceUrl: z.string(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const featuresSchema = z.object({
  vipBenefits: z.boolean(),
  dividend: z.boolean(),
});

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

/** The whole configurable demo site: what `PATCH /dev/site` edits and start-up information reads. */
export const siteSettingsSchema = z.object({
  whitelabel: whitelabelSchema,
  promotions: promotionsSchema,
  features: featuresSchema,
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
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** `PATCH /dev/site`: every part optional, records partial. Merged over the stored settings. */
export const siteSettingsPatchSchema = z.strictObject({
  whitelabel: z.optional(z.partialRecord(whitelabelFlagSchema, z.boolean())),
  promotions: z.optional(z.partialRecord(z.enum(promotionCodes), z.boolean())),
  features: z.optional(z.partial(featuresSchema)),
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
});
export type SiteSettingsPatch = z.infer<typeof siteSettingsPatchSchema>;
