import { and, eq, sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { ContentKind } from '../../contract';
import { siteSettingsSchema } from '../schemas/site-settings';
import { demoPassword, demoSiteCode, trialSiteCode } from '../constants';
import { hashPassword, type PasswordHashing } from '../lib/password';
import type { Database } from './database';
import {
  affiliateCodes,
  captchas,
  countries,
  cspReports,
  favouriteGames,
  loginAttempts,
  mailOutbox,
  memberIdentities,
  memberProfiles,
  members,
  passwordResetCodes,
  rateEvents,
  launchTickets,
  recentGames,
  sessions,
  siteContent,
  sites,
  smsCodes,
  smsOutbox,
  teamKpis,
  wallets,
} from './schema';
import { gameCatalogue } from './game-catalogue';
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
    for (const account of demoAccounts) {
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
  });
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

async function seedAccount(db: Database, account: DemoAccount, now: Date, hashing: PasswordHashing) {
  const [existing] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, demoSiteCode), eq(sql`lower(${members.account})`, account.account.toLowerCase())));
  if (existing) return;
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
      regDate: new Date(now.getTime() - demoRegistrationAgeDays * dayMs),
      mobile: account.mobile,
      countryDialingCode: account.countryDialingCode,
      mobileVerified: account.mobile !== null,
      email: account.email,
    })
    .returning({ id: members.id });
  if (!created) throw new Error(`could not seed ${account.account}`);
  await db.insert(wallets).values({ memberId: created.id, balance: account.balance });
  if (account.teamKpis) await db.insert(teamKpis).values({ memberId: created.id, ...account.teamKpis });
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
      siteContent,
      launchTickets,
      recentGames,
      favouriteGames,
      memberIdentities,
      memberProfiles,
      affiliateCodes,
      countries,
      teamKpis,
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
