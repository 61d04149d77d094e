import type { ContentItem, HotMatch, Winner } from '../../contract';

/*
 * The demo site's home content (issue 11): banners, announcements of every type with pop-ups for
 * visitors (B), members (A) and first logins (F), hot matches and a winner board. Hot matches and
 * winners name real rooms and games of the seeded catalogue, so a tap launches something real.
 */

const published = (day: number) => Date.UTC(2026, 10, day, 9, 0, 0);
const hourMs = 60 * 60 * 1000;

function item(fields: Partial<ContentItem> & Pick<ContentItem, 'id' | 'type' | 'title'>): ContentItem {
  return { content: '', imageUrl: null, url: null, execution: null, promotionType: null, publishedAt: published(1), ...fields };
}

export const seedBanners: readonly ContentItem[] = [
  item({ id: 101, type: 'B', title: 'Welcome bonus: 100% on your first deposit', imageUrl: 'banner/welcome.svg', url: '/m/activity' }),
  item({ id: 102, type: 'B', title: 'Live casino tables open around the clock', imageUrl: 'banner/live.svg', url: '/m/gameList?gameType=LIVE' }),
  item({ id: 103, type: 'B', title: 'Refer a friend and both get a reward', imageUrl: 'banner/referral.svg', url: 'https://www.demobet.example/promotions/referral' }),
  item({ id: 104, type: 'B', title: 'Weekend slots tournament', imageUrl: 'banner/slots.svg', url: null }),
];

export const seedAnnouncements: readonly ContentItem[] = [
  item({
    id: 201,
    type: 'PL',
    title: 'Scheduled maintenance on Sunday 02:00–04:00',
    content: '<p>Deposits and withdrawals pause during the <strong>maintenance window</strong>. Games stay open.</p>',
    publishedAt: published(20),
  }),
  item({
    id: 202,
    type: 'PL',
    title: 'New payment method: instant bank transfer',
    content:
      '<p>Deposit in seconds with instant bank transfer. <a href="/m/voucherCenter">Deposit now</a> or read the <a href="https://www.demobet.example/help/payments">payment guide</a>.</p>',
    publishedAt: published(18),
  }),
  item({
    id: 203,
    type: 'PL',
    title: 'Responsible gaming tools are in your member centre',
    content: '<p>Set deposit limits and take a break whenever you need to.</p><ul><li>Daily limits</li><li>Cool-off periods</li></ul>',
    publishedAt: published(12),
  }),
  item({
    id: 211,
    type: 'PU',
    title: 'Welcome to WinPlay',
    content: '<p>Register today and claim a <strong>welcome bonus</strong> on your first deposit.</p>',
    execution: 'B',
    publishedAt: published(21),
  }),
  item({
    id: 212,
    type: 'PU',
    title: 'Daily rewards are waiting',
    content: '<p>Check in every day to collect rewards in the reward centre.</p>',
    execution: 'A',
    promotionType: 'REWARD',
    publishedAt: published(21),
  }),
  item({
    id: 213,
    type: 'PU',
    title: 'Thanks for joining: your first-login gift',
    content: '<p>Your first-login gift is in the reward centre. It expires in 7 days.</p>',
    execution: 'F',
    promotionType: 'REWARD',
    publishedAt: published(21),
  }),
  item({
    id: 221,
    type: 'PR',
    title: 'Cashback every Monday',
    content: '<p>Get back up to 1% of last week’s turnover, every Monday.</p>',
    publishedAt: published(15),
  }),
  item({
    id: 231,
    type: 'A',
    title: 'Agent commission statements are ready',
    content: '<p>October commission statements are ready in the agency centre.</p>',
    publishedAt: published(10),
  }),
  item({
    id: 232,
    type: 'A',
    title: 'Dividend contracts for the new half-month',
    content: '<p>New <strong>dividend contracts</strong> are offered from the 16th. Answer yours in the agency centre.</p>',
    publishedAt: published(16),
  }),
  item({
    id: 241,
    type: 'H',
    title: 'How to deposit',
    content: '<p>Open Deposit, choose a method and follow the steps.</p>',
    publishedAt: published(2),
  }),
];

/** A sports room of the catalogue a hot match opens. */
export interface MatchRoom {
  vendor: string;
  roomId: string;
  nodeId: string;
}

const fixtures: readonly [league: string, home: string, away: string][] = [
  ['Philippine Premier League', 'Manila Eagles', 'Cebu Sharks'],
  ['Asian Champions Cup', 'Davao Tigers', 'Bangkok Lions'],
  ['Pacific Basketball League', 'Quezon Kings', 'Iloilo Storm'],
  ['Esports Masters', 'Nova Strikers', 'Iron Wolves'],
  ['Southeast Asia Cup', 'Jakarta Hawks', 'Hanoi Dragons'],
  ['Island Volleyball Series', 'Palawan Waves', 'Baguio Peaks'],
];

function teamImage(name: string): string {
  return `team/${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`;
}

/** Kick-offs from three hours after `now`, every five hours, in the rooms given (cycled). */
export function seedHotMatches(rooms: readonly MatchRoom[], now: Date): HotMatch[] {
  return fixtures.flatMap(([league, homeTeam, awayTeam], index) => {
    const room = rooms[index % rooms.length];
    if (!room) return [];
    const matchTime = now.getTime() + (3 + index * 5) * hourMs;
    return [{ ...room, league, matchTime, homeTeam, awayTeam, homeTeamImageUrl: teamImage(homeTeam), awayTeamImageUrl: teamImage(awayTeam) }];
  });
}

const winnerNames = ['lu***ar', 'ma***88', 'jo***ph', 'an***ie', 'ki***ng', 'ro***ro', 'be***la', 'da***on', 'cr***al', 'mi***ko'];

/** Ten recent wins in the games given (cycled), in no particular order: the client sorts them. */
export function seedWinners(games: readonly { gameName: string; vassalage: string }[]): Winner[] {
  return winnerNames.flatMap((userName, index) => {
    const game = games[(index * 7) % games.length];
    if (!game) return [];
    const winAmount = ((index * 7919) % 97) * 1250 + 880.5;
    return [{ vo: { userName, gameName: game.gameName, vassalage: game.vassalage, winAmount } }];
  });
}
