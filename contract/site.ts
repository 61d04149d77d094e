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
  /** The download bar shows only with a session (shell-and-content §4 "if login is required"). */
  downloadBarLoginRequired: z.boolean(),
  /** The site offers adding the page to the iOS home screen: the add-to-home-screen guide (§2, §4). */
  homeScreenOption: z.boolean(),
});

/**
 * The agent home's navigation tiles the merchant menu whitelist can allow (accounts §2 agent home);
 * online service is not among them: it always shows.
 */
export const agentMenuItems = [
  'TEAM_OVERVIEW',
  'TEAM_TRANSACTIONS',
  'TEAM_MANAGEMENT',
  'RED_RAIN',
  'TEAM_PNL',
  'TEAM_BETTING',
  'AGENT_REBATE',
  'TEAM_REBATE',
  'SECURITY_CENTER',
  'MESSAGES',
] as const;
export const agentMenuItemSchema = z.enum(agentMenuItems);
export type AgentMenuItem = z.infer<typeof agentMenuItemSchema>;
/** The merchant menu whitelist: each agent-home tile the merchant allows. */
export const agentMenuWhitelistSchema = z.record(agentMenuItemSchema, z.boolean());
export type AgentMenuWhitelist = z.infer<typeof agentMenuWhitelistSchema>;
