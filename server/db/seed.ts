import { and, eq, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { ContentKind } from '../../contract';
import { siteSettingsSchema } from '../schemas/site-settings';
import { demoPassword, demoSiteCode, trialSiteCode } from '../constants';
import { hashPassword, type PasswordHashing } from '../lib/password';
import type { Database } from './database';
import {
  affiliateCodes,
  agentContracts,
  captchas,
  countries,
  cspReports,
  favouriteGames,
  helpArticles,
  loginAttempts,
  mailOutbox,
  memberIdentities,
  memberMessages,
  memberProfiles,
  members,
  noticeReads,
  passwordResetCodes,
  rateEvents,
  launchTickets,
  recentGames,
  sessions,
  siteContent,
  sites,
  smsCodes,
  smsOutbox,
  vipLevels,
  vitalReports,
  depositChannels,
  depositOrders,
  ledgerEntries,
  wallets,
} from './schema';
import { centsOf } from '../lib/money';
import { openWallet } from '../services/ledger';
import { seedDeposits } from './seed-deposits';
import { offerContract } from '../services/contracts';
import { gameCatalogue } from './game-catalogue';
import {
  helpLanguages,
  messageSentAt,
  seedHelpArticles,
  seedMessages,
  seedNoticeReads,
  seedPendingContracts,
  seedVipLevels,
} from './seed-member-area';
import { seedAnnouncements, seedBanners, seedHotMatches, seedWinners } from './seed-content';
import { seedGameCatalogue } from './seed-games';
import {
  demoAccounts,
  demoRegistrationAgeDays,
  demoSiteSettings,
  seedAffiliateCodes,
  seedCountries,
  seedIdentities,
  trialSiteSettings,
  type DemoAccount,
} from './seed-data';

const dayMs = 24 * 60 * 60 * 1000;

/** Salted once per process: re-seeding after a reset need not pay for scrypt again. */
const passwordHashes = new Map<string, Promise<string>>();
function demoPasswordHash(account: string, hashing: PasswordHashing): Promise<string> {
  const key = `${account}$${hashing.N}$${hashing.r}$${hashing.p}`;
  let hash = passwordHashes.get(key);
  if (!hash) {
    hash = hashPassword(demoPassword, hashing);
    passwordHashes.set(key, hash);
  }
  return hash;
}

/** Inserts what is missing and leaves everything that exists alone, so running it twice changes nothing. */
export async function seed(db: Database, now: Date, hashing: PasswordHashing): Promise<void> {
  await db.transaction(async (tx) => {
    // First: the home content's hot matches and winners name games of the catalogue.
    await seedGameCatalogue(tx);
    await tx
      .insert(sites)
      .values([
        { code: demoSiteCode, isTrial: false, settings: siteSettingsSchema.parse(demoSiteSettings), updatedAt: now },
        { code: trialSiteCode, isTrial: true, settings: siteSettingsSchema.parse(trialSiteSettings), updatedAt: now },
      ])
      .onConflictDoNothing();
    // Hashed all at once: scrypt runs on libuv's threads, so a first seed waits for about one hash
    // per core instead of one per account (production strength, 13 accounts: 2.3 s, not 4.6 s).
    const missing = await missingDemoAccounts(tx);
    await Promise.all(missing.map(({ account }) => demoPasswordHash(account, hashing)));
    for (const account of missing) {
      await seedAccount(tx, account, now, hashing);
    }
    await tx
      .insert(countries)
      .values(seedCountries.map((country, index) => ({ ...country, sortOrder: index })))
      .onConflictDoNothing();
    for (const { code, account, domain } of seedAffiliateCodes) {
      const id = await demoMemberId(tx, account);
      await tx.insert(affiliateCodes).values({ code, merchantCode: demoSiteCode, memberId: id, domain }).onConflictDoNothing();
    }
    for (const { provider, subject, account } of seedIdentities) {
      const id = await demoMemberId(tx, account);
      await tx.insert(memberIdentities).values({ provider, subject, memberId: id, createdAt: now }).onConflictDoNothing();
    }
    await seedHomeContent(tx, now);
    await seedSiteMemberArea(tx);
    await seedDeposits(tx);
  });
}

/** The demo site's VIP levels and help articles, each written only when missing. */
async function seedSiteMemberArea(db: Database): Promise<void> {
  await db
    .insert(vipLevels)
    .values(
      seedVipLevels.map((level, index) => ({
        merchantCode: demoSiteCode,
        level: level.level,
        name: level.name,
        sortOrder: index,
        minDeposit: level.minDeposit.toFixed(2),
        minTurnover: level.minTurnover.toFixed(2),
        benefits: level.benefits,
      })),
    )
    .onConflictDoNothing();
  const articles = seedHelpArticles.flatMap((article, index) =>
    helpLanguages.flatMap((language) => {
      const text = article.text[language];
      return text ? [{ merchantCode: demoSiteCode, id: article.id, language, ...text, sortOrder: index }] : [];
    }),
  );
  await db.insert(helpArticles).values(articles).onConflictDoNothing();
}

/** The demo site's home content lists, each written only when the site has none of that kind. */
async function seedHomeContent(db: Database, now: Date): Promise<void> {
  const catalogue = gameCatalogue().games;
  const sportsbooks = catalogue.flatMap((game) =>
    game.gameClassify === 'SPORTSBOOK' && game.roomId ? [{ vendor: game.vassalage, roomId: game.roomId, nodeId: game.nodeId }] : [],
  );
  const hotGames = catalogue.filter((game) => game.hotRank !== null && game.hotRank !== undefined);
  const lists: [ContentKind, unknown][] = [
    ['banners', seedBanners],
    ['announcements', seedAnnouncements],
    ['hotMatches', seedHotMatches(sportsbooks, now)],
    ['winners', seedWinners(hotGames)],
  ];
  for (const [kind, items] of lists) {
    await db.insert(siteContent).values({ merchantCode: demoSiteCode, kind, items, updatedAt: now }).onConflictDoNothing();
  }
}

async function demoMemberId(db: Database, account: string): Promise<number> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, demoSiteCode), eq(sql`lower(${members.account})`, account.toLowerCase())));
  if (!row) throw new Error(`seed: no demo account ${account}`);
  return row.id;
}

/** The demo accounts the database does not have yet. */
async function missingDemoAccounts(db: Database): Promise<DemoAccount[]> {
  const rows = await db
    .select({ account: sql<string>`lower(${members.account})` })
    .from(members)
    .where(eq(members.merchantCode, demoSiteCode));
  const existing = new Set(rows.map(({ account }) => account));
  return demoAccounts.filter(({ account }) => !existing.has(account.toLowerCase()));
}

async function seedAccount(db: Database, account: DemoAccount, now: Date, hashing: PasswordHashing) {
  const [created] = await db
    .insert(members)
    .values({
      merchantCode: demoSiteCode,
      account: account.account,
      nickname: account.nickname,
      passwordHash: await demoPasswordHash(account.account, hashing),
      type: account.type,
      toUpline: account.toUpline,
      vipLevel: account.vipLevel,
      regDate: account.activity?.registeredToday ? now : new Date(now.getTime() - demoRegistrationAgeDays * dayMs),
      lastLoginAt: account.activity?.loggedInToday ? now : null,
      rebatePercent: account.rebatePercent,
      headIconId: account.headIconId,
      mobile: account.mobile,
      countryDialingCode: account.countryDialingCode,
      mobileVerified: account.mobile !== null,
      email: account.email,
    })
    .returning({ id: members.id });
  if (!created) throw new Error(`could not seed ${account.account}`);
  await openWallet(db, created.id, now, centsOf(account.balance));
  await seedMemberArea(db, created.id, account, now);
}

/**
 * A new demo account's inbox, read announcements, waiting contracts and today's activity. Nobody is
 * online after a seed: the team's online count is live sessions, which only a login makes.
 */
async function seedMemberArea(db: Database, memberId: number, account: DemoAccount, now: Date): Promise<void> {
  const messages = seedMessages[account.account] ?? [];
  if (messages.length > 0) {
    await db.insert(memberMessages).values(
      messages.map((message) => {
        const sentAt = messageSentAt(now, message);
        return { memberId, title: message.title, content: message.content, sentAt, readAt: message.read ? sentAt : null };
      }),
    );
  }
  const reads = seedNoticeReads[account.account] ?? [];
  if (reads.length > 0) await db.insert(noticeReads).values(reads.map((noticeId) => ({ memberId, noticeId, readAt: now })));
  for (const kind of seedPendingContracts[account.account] ?? []) await offerContract(db, memberId, kind, now);
  if (account.activity?.playedToday) {
    const [game] = gameCatalogue().games;
    if (game) await db.insert(recentGames).values({ memberId, nodeId: game.nodeId, playedAt: now }).onConflictDoNothing();
  }
}

/**
 * Back to the seed: every table emptied except the platform key, the migration log and the static
 * game catalogue (seed-games.ts), which nothing changes at run time.
 */
export async function resetToSeed(db: Database, now: Date, hashing: PasswordHashing): Promise<void> {
  await db.transaction(async (tx) => {
    const tables = [
      sessions,
      loginAttempts,
      captchas,
      smsOutbox,
      smsCodes,
      passwordResetCodes,
      rateEvents,
      mailOutbox,
      cspReports,
      vitalReports,
      siteContent,
      launchTickets,
      recentGames,
      favouriteGames,
      memberMessages,
      noticeReads,
      agentContracts,
      vipLevels,
      helpArticles,
      memberIdentities,
      memberProfiles,
      affiliateCodes,
      countries,
      depositOrders,
      depositChannels,
      ledgerEntries,
      wallets,
      members,
      sites,
    ];
    const names = tables.map((table) => `"${tableName(table)}"`).join(', ');
    await tx.execute(sql.raw(`TRUNCATE TABLE ${names} RESTART IDENTITY CASCADE`));
    await seed(tx, now, hashing);
  });
}

function tableName(table: PgTable): string {
  return getTableConfig(table).name;
}
