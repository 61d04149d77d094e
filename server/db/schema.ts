import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { SiteSettings } from '../../src/api/contract';

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
    mobile: text('mobile'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
  },
  (t) => [
    // Case-insensitive: "Demo_Member" and "demo_member" are the same account.
    uniqueIndex('members_merchant_account_key').on(t.merchantCode, sql`lower(${t.account})`),
  ],
);

export const wallets = pgTable('wallets', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  balance: numeric('balance', { precision: 18, scale: 2 }).notNull().default('0'),
});

export const teamKpis = pgTable('team_kpis', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  loginMemberCount: integer('login_member_count').notNull().default(0),
  betMemberCount: integer('bet_member_count').notNull().default(0),
  registerMemberCount: integer('register_member_count').notNull().default(0),
  onlineCount: integer('online_count').notNull().default(0),
});

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
