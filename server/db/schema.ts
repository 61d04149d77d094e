import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';
import { gameCategories } from '../../contract/games';
import type { ContractKind, DepositGroup, DepositPayee, DepositStatus, LedgerKind, VipLevel } from '../../contract';
import type { SiteSettings } from '../schemas/site-settings';

/** Keep in step with migrations/*.sql; tests/server/schema.test.ts checks that they agree. */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const schemaMigrations = pgTable('schema_migrations', {
  name: text('name').primaryKey(),
  appliedAt: timestamptz('applied_at').notNull().defaultNow(),
});

export const sites = pgTable('sites', {
  code: text('code').primaryKey(),
  isTrial: boolean('is_trial').notNull().default(false),
  /** Always written and read through siteSettingsSchema. */
  settings: jsonb('settings').$type<SiteSettings>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => sites.code),
    account: text('account').notNull(),
    nickname: text('nickname'),
    passwordHash: text('password_hash').notNull(),
    type: integer('type').notNull(),
    toUpline: text('to_upline'),
    vipLevel: text('vip_level'),
    regDate: timestamptz('reg_date').notNull(),
    lastLoginAt: timestamptz('last_login_at'),
    /** National number without leading zeros; with countryDialingCode it is the member's phone. */
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    /** Proven by an SMS code (or the verification service): only such numbers log in or reset by SMS. */
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    email: text('email'),
    /** The chosen head icon (services/head-icons.ts); null: the default face. */
    headIconId: integer('head_icon_id'),
    /** The rebate the upline gives the member, in percent (migrations/0008). */
    rebatePercent: numeric('rebate_percent', { precision: 5, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    // Case-insensitive: "Demo_Member" and "demo_member" are the same account.
    uniqueIndex('members_merchant_account_key').on(t.merchantCode, sql`lower(${t.account})`),
    // A verified number belongs to one member of a site.
    uniqueIndex('members_merchant_mobile_key')
      .on(t.merchantCode, t.countryDialingCode, t.mobile)
      .where(sql`mobile_verified`),
    // The team of an agent: members whose upline they are.
    index('members_merchant_upline_idx').on(t.merchantCode, sql`lower(${t.toUpline})`),
  ],
);

export const wallets = pgTable('wallets', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  balance: numeric('balance', { precision: 18, scale: 2 }).notNull().default('0'),
});

/** Every change of a wallet's balance (migrations/0010): append-only, written with the wallet's update. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 18, scale: 2 }).notNull(),
    /** What the entry belongs to, as `kind:id` (a deposit order, a withdrawal, a transfer). */
    orderRef: text('order_ref'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('ledger_entries_member_idx').on(t.memberId, t.id)],
);

/** A site's ways to deposit (migrations/0011). */
export const depositChannels = pgTable('deposit_channels', {
  id: serial('id').primaryKey(),
  merchantCode: text('merchant_code')
    .notNull()
    .references(() => sites.code),
  group: text('group_kind').$type<DepositGroup>().notNull(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  minAmount: numeric('min_amount', { precision: 18, scale: 2 }).notNull(),
  maxAmount: numeric('max_amount', { precision: 18, scale: 2 }).notNull(),
  feePercent: numeric('fee_percent', { precision: 5, scale: 2 }).notNull().default('0'),
  feeFixed: numeric('fee_fixed', { precision: 18, scale: 2 }).notNull().default('0'),
  bonusPercent: numeric('bonus_percent', { precision: 5, scale: 2 }).notNull().default('0'),
  processingMinutes: integer('processing_minutes').notNull(),
  /** Preset amounts, in cents. */
  presets: jsonb('presets').$type<number[]>().notNull(),
  payee: jsonb('payee').$type<DepositPayee>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A member's deposit order (migrations/0011): one per member and idempotency key. */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id')
      .notNull()
      .references(() => depositChannels.id),
    idempotencyKey: text('idempotency_key').notNull(),
    reference: text('reference').notNull(),
    status: text('status').$type<DepositStatus>().notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    fee: numeric('fee', { precision: 18, scale: 2 }).notNull(),
    bonus: numeric('bonus', { precision: 18, scale: 2 }).notNull(),
    credited: numeric('credited', { precision: 18, scale: 2 }).notNull(),
    reason: text('reason'),
    createdAt: timestamptz('created_at').notNull(),
    decidedAt: timestamptz('decided_at'),
  },
  (t) => [
    uniqueIndex('deposit_orders_reference_key').on(t.reference),
    uniqueIndex('deposit_orders_idempotency_key').on(t.memberId, t.idempotencyKey),
    index('deposit_orders_status_idx').on(t.status, t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantCode: text('merchant_code').notNull(),
    trial: boolean('trial').notNull().default(false),
    device: text('device').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    absoluteExpiresAt: timestamptz('absolute_expires_at').notNull(),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    merchantCode: text('merchant_code').notNull(),
    /** Lower-cased, whether or not such an account exists. */
    username: text('username').notNull(),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.username] })],
);

export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  used: boolean('used').notNull().default(false),
});

export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  mobile: text('mobile').notNull(),
  countryDialingCode: text('country_dialing_code').notNull(),
  code: text('code').notNull(),
  moduleId: text('module_id').notNull(),
  sentAt: timestamptz('sent_at').notNull(),
});

export const platformKeys = pgTable('platform_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<JWK>().notNull(),
  publicJwk: jsonb('public_jwk').$type<JWK>().notNull(),
  createdAt: timestamptz('created_at').notNull(),
});

/** What a registration carried beyond the member itself (accounts §3 registration payload). */
export const memberProfiles = pgTable('member_profiles', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  registerMethod: text('register_method').notNull(),
  registerUrl: text('register_url').notNull(),
  domain: text('domain'),
  affiliateCode: text('affiliate_code'),
  recommenderId: text('recommender_id'),
  payeeName: text('payee_name'),
  idNumber: text('id_number'),
  qqNum: text('qq_num'),
  facebook: text('facebook'),
  wechat: text('wechat'),
  line: text('line'),
  whatsapp: text('whatsapp'),
  zalo: text('zalo'),
  /** scrypt, like the login password. */
  paymentPasswordHash: text('payment_password_hash'),
  createdAt: timestamptz('created_at').notNull(),
});

/** Social identities (verification-service subjects) linked to members. */
export const memberIdentities = pgTable(
  'member_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] }), index('member_identities_member_idx').on(t.memberId)],
);

/** Agents' invitation codes (accounts §3 affiliate check). Stored upper-case. */
export const affiliateCodes = pgTable('affiliate_codes', {
  code: text('code').primaryKey(),
  merchantCode: text('merchant_code')
    .notNull()
    .references(() => sites.code),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** When set, the code is valid only for this domain. */
  domain: text('domain'),
  active: boolean('active').notNull().default(true),
});

/** The dialing-code picker (`GET /wps/system/country`). */
export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  dialingCode: text('dialing_code').notNull(),
  iso2: text('iso2').notNull().unique('countries_iso2_key'),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * Every SMS code asked for, delivered or not (a reset for an unknown number is recorded but never
 * sent): the rows are also the send log the per-number and per-client limits count.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    /** `<dialing code>:<national number>`. */
    numberKey: text('number_key').notNull(),
    moduleId: text('module_id').notNull(),
    clientKey: text('client_key').notNull(),
    /** `salt$sha256(salt:code)`; null when nothing was sent. */
    codeHash: text('code_hash'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** Wrong codes tried against this one; at `triesPerCode` it is void. */
    failedTries: integer('failed_tries').notNull().default(0),
  },
  (t) => [
    index('sms_codes_number_idx').on(t.numberKey, t.createdAt),
    index('sms_codes_client_idx').on(t.clientKey, t.createdAt),
  ],
);

/** One-time codes of the forgot-password e-mail. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    /** Wrong codes tried against this one; at `triesPerCode` it is void. */
    failedTries: integer('failed_tries').notNull().default(0),
  },
  (t) => [index('password_reset_codes_member_idx').on(t.memberId, t.createdAt)],
);

/** Sliding-window rate limits: one row per counted event. */
export const rateEvents = pgTable(
  'rate_events',
  {
    id: serial('id').primaryKey(),
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    at: timestamptz('at').notNull(),
  },
  (t) => [index('rate_events_bucket_subject_idx').on(t.bucket, t.subject, t.at)],
);

/** E-mails go to this outbox instead of a mail server; `GET /dev/mail` reads it. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentAt: timestamptz('sent_at').notNull(),
});

/** Content-Security-Policy violations browsers reported; `GET /dev/csp-reports` reads them. */
export const cspReports = pgTable(
  'csp_reports',
  {
    id: serial('id').primaryKey(),
    receivedAt: timestamptz('received_at').notNull(),
    documentUri: text('document_uri').notNull(),
    effectiveDirective: text('effective_directive').notNull(),
    blockedUri: text('blocked_uri').notNull(),
    sourceFile: text('source_file'),
    lineNumber: integer('line_number'),
    disposition: text('disposition').notNull(),
  },
  (t) => [index('csp_reports_received_at_idx').on(t.receivedAt)],
);

/** Real-user figures the front end sent (web-vitals); `GET /dev/vitals` summarises them. */
export const vitalReports = pgTable(
  'vital_reports',
  {
    id: serial('id').primaryKey(),
    receivedAt: timestamptz('received_at').notNull(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating').notNull(),
    page: text('page').notNull(),
    navigationType: text('navigation_type').notNull(),
  },
  (t) => [index('vital_reports_page_name_idx').on(t.page, t.name)],
);

/** The home content lists of a site, by kind (contract/content.ts `contentKinds`); read through their schemas. */
export const siteContent = pgTable(
  'site_content',
  {
    merchantCode: text('merchant_code').notNull(),
    kind: text('kind').notNull(),
    items: jsonb('items').$type<unknown>().notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.kind] })],
);

/** One-time tickets for the demo game page a launch opens; only their hash is stored. */
export const launchTickets = pgTable('launch_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  nodeId: text('node_id').notNull(),
  backPath: text('back_path').notNull(),
  createdAt: timestamptz('created_at').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  usedAt: timestamptz('used_at'),
});

/** A member's recently launched games, newest first by `playedAt`. */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nodeId: text('node_id').notNull(),
    playedAt: timestamptz('played_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.nodeId] }), index('recent_games_member_played_idx').on(t.memberId, t.playedAt)],
);

/*
 * The game catalogue (migrations/0005_games.sql): static, seeded once by seed-games.ts and never
 * emptied by a reset.
 */

/** The site's categories in its order, which the home tabs follow. */
export const siteGameCategories = pgTable('game_categories', {
  gameType: text('game_type', { enum: gameCategories }).primaryKey(),
  sortOrder: integer('sort_order').notNull(),
});

export const vendors = pgTable('vendors', {
  vassalage: text('vassalage').primaryKey(),
  name: text('name').notNull(),
  mobileSmallIcon: text('mobile_small_icon').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** The categories a vendor is listed under (vendor info mapping), in the vendors' order. */
export const vendorGameTypes = pgTable(
  'vendor_game_types',
  {
    gameType: text('game_type', { enum: gameCategories })
      .notNull()
      .references(() => siteGameCategories.gameType),
    vassalage: text('vassalage')
      .notNull()
      .references(() => vendors.vassalage),
  },
  (t) => [primaryKey({ columns: [t.gameType, t.vassalage] })],
);

export const games = pgTable(
  'games',
  {
    nodeId: text('node_id').primaryKey(),
    gameName: text('game_name').notNull(),
    nodeName: text('node_name').notNull(),
    /** The name lower-cased and without accents: what a search matches. */
    searchName: text('search_name').notNull(),
    vassalage: text('vassalage')
      .notNull()
      .references(() => vendors.vassalage),
    gameType: text('game_type', { enum: gameCategories })
      .notNull()
      .references(() => siteGameCategories.gameType),
    /** Slot-like games have a game id, sports, live and lottery rooms a room id. */
    gameId: text('game_id'),
    roomId: text('room_id'),
    showIcon: text('show_icon'),
    iconUrl: text('icon_url'),
    mobileLargeIcon: text('mobile_large_icon'),
    mobileSmallIcon: text('mobile_small_icon'),
    gameClassify: text('game_classify'),
    gameClassifyNew: text('game_classify_new'),
    supportPlay: text('support_play').notNull(),
    minBet: numeric('min_bet', { precision: 12, scale: 2 }).notNull(),
    isNew: boolean('is_new').notNull().default(false),
    /** 1 is the hottest; null: not a hot game. */
    hotRank: integer('hot_rank'),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    uniqueIndex('games_name_key').on(sql`lower(${t.gameName})`),
    index('games_type_order_idx').on(t.gameType, t.sortOrder, t.nodeId),
    index('games_vassalage_order_idx').on(t.vassalage, t.sortOrder, t.nodeId),
    uniqueIndex('games_hot_rank_key').on(t.hotRank).where(sql`hot_rank IS NOT NULL`),
    // Trigrams (pg_trgm, migrations/0007): a part of a name, matched anywhere, is an index search.
    index('games_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
  ],
);

/** A member's favourite games (migrations/0007), the latest added first; member data a reset empties. */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    nodeId: text('node_id')
      .notNull()
      .references(() => games.nodeId),
    addedAt: timestamptz('added_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('favourite_games_member_added_idx').on(t.memberId, t.addedAt.desc(), t.nodeId),
  ],
);

/*
 * The member's own area and the agent's side (migrations/0008): member data a reset empties.
 */

/** The member's inbox, newest first; `readAt` null: unread. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Operator HTML. */
    content: text('content').notNull(),
    sentAt: timestamptz('sent_at').notNull(),
    readAt: timestamptz('read_at'),
  },
  (t) => [index('member_messages_member_sent_idx').on(t.memberId, t.sentAt.desc(), t.id.desc())],
);

/** Which announcements (ids of the site's A and PL content) a member has read. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    noticeId: integer('notice_id').notNull(),
    readAt: timestamptz('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.noticeId] })],
);

/** A site's VIP levels, lowest first by `sortOrder`. */
export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => sites.code),
    level: text('level').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
    minDeposit: numeric('min_deposit', { precision: 18, scale: 2 }).notNull(),
    minTurnover: numeric('min_turnover', { precision: 18, scale: 2 }).notNull(),
    /** Read through vipBenefitsSchema. */
    benefits: jsonb('benefits').$type<VipLevel['benefits']>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.level] })],
);

/** Help centre articles, one row per article and language (EN, TY, PT). */
export const helpArticles = pgTable(
  'help_articles',
  {
    merchantCode: text('merchant_code')
      .notNull()
      .references(() => sites.code),
    id: integer('id').notNull(),
    language: text('language').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    /** Operator HTML. */
    content: text('content').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.id, t.language] })],
);

/** Contracts an upline offers a member; at most one of a kind is PENDING. */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ContractKind>().notNull(),
    offeredBy: text('offered_by').notNull(),
    period: text('period').$type<'HOUR' | 'DAY' | 'HALF_MONTH' | 'MONTH'>().notNull(),
    /** Read through contractTierSchema. */
    tiers: jsonb('tiers').$type<unknown>().notNull(),
    status: text('status').$type<'PENDING' | 'ACCEPTED' | 'DECLINED'>().notNull(),
    offeredAt: timestamptz('offered_at').notNull(),
    answeredAt: timestamptz('answered_at'),
  },
  (t) => [
    index('agent_contracts_member_kind_idx').on(t.memberId, t.kind, t.offeredAt.desc(), t.id.desc()),
    uniqueIndex('agent_contracts_pending_key').on(t.memberId, t.kind).where(sql`status = 'PENDING'`),
  ],
);
