import { describe, expect, it } from 'vitest';
import { whitelabelFlags, whitelabelSchema, type WhitelabelFlag } from '../../contract';
import {
  gateOpen,
  memberMenu,
  quickTiles,
  visibleMenu,
  visibleTiles,
  wholeDaysSince,
  type GateFacts,
  type MemberFacts,
} from '../../src/screens/mine/memberCentreGates';

type Switches = {
  flags?: Partial<Record<WhitelabelFlag, boolean>>;
  referral?: boolean;
  mission?: boolean;
  vip?: boolean;
  member?: MemberFacts;
  download?: boolean;
};

/** Every switch on and an agent with an upline, unless a test turns one off: a row's gate is then the only thing that closes it. */
function facts({ flags = {}, referral = true, mission = true, vip = true, member = { type: 1, toUpline: 'upline_1' }, download = true }: Switches = {}): GateFacts {
  const whitelabel = whitelabelSchema.parse(Object.fromEntries(whitelabelFlags.map((flag) => [flag, flags[flag] ?? true])));
  return {
    site: {
      whitelabel,
      promotions: { REFERRAL: referral, MISSION: mission },
      features: { vipBenefits: vip, dividend: false, downloadBarLoginRequired: false, homeScreenOption: false },
    },
    member,
    downloadOffered: download,
  };
}

const shown = (switches: Switches) => visibleMenu(facts(switches)).map((entry) => entry.to);
const entryOf = (to: string) => {
  const entry = memberMenu.find((candidate) => candidate.to === to);
  if (entry === undefined) throw new Error(`no entry ${to}`);
  return entry;
};

describe('the member menu table (accounts §2), one row at a time', () => {
  it('has the 13 entries of the spec, in its order', () => {
    expect(memberMenu.map((entry) => entry.to)).toEqual([
      '/m/agent',
      '/m/vouReport',
      '/m/withdrawReport',
      '/m/transaction/record',
      '/m/gameRecord',
      '/m/profitandloss',
      '/m/upLine/transfer',
      '/m/rewardCenter',
      '/m/member/manualRebate',
      '/m/leaderBoard',
      '/m/member/rebateReport',
      '/m/webEmail',
      '/m/feedback',
    ]);
    expect(shown({})).toHaveLength(13);
  });

  it('agency center: agent member types only (0, 4 and 40 are not agents)', () => {
    const agency = entryOf('/m/agent');
    for (const type of [1, 2, 3, 41, 42]) expect(gateOpen(agency.gate, facts({ member: { type, toUpline: null } })), `type ${type}`).toBe(true);
    for (const type of [0, 4, 40]) expect(gateOpen(agency.gate, facts({ member: { type, toUpline: null } })), `type ${type}`).toBe(false);
    expect(gateOpen(agency.gate, facts({ member: null }))).toBe(false);
  });

  const flagRows: Array<[string, WhitelabelFlag]> = [
    ['/m/vouReport', 'DEPRECM3'],
    ['/m/withdrawReport', 'WITHREC3'],
    ['/m/transaction/record', 'TRANSREC3'],
    ['/m/gameRecord', 'TRANSBETREPMEM3'],
    ['/m/profitandloss', 'PERSREP'],
    ['/m/rewardCenter', 'REWCEN3'],
    ['/m/member/manualRebate', 'MANPLAYREB3'],
    ['/m/member/rebateReport', 'PLYRBT'],
    ['/m/webEmail', 'MAILCEN'],
    ['/m/feedback', 'FEEDBACK3'],
  ];
  it.each(flagRows)('%s: whitelabel %s', (to, flag) => {
    expect(shown({})).toContain(to);
    expect(shown({ flags: { [flag]: false } })).not.toContain(to);
    // Only that entry goes; and a guest sees it too (the tap asks them to log in).
    expect(shown({ flags: { [flag]: false } })).toHaveLength(12);
    expect(shown({ member: null })).toContain(to);
  });

  it('transfer to upline: AGETRANSFERUP3, a toUpline value, and a type other than 2', () => {
    const to = '/m/upLine/transfer';
    expect(shown({ member: { type: 0, toUpline: 'upline_1' } })).toContain(to);
    expect(shown({ member: { type: 1, toUpline: 'upline_1' } })).toContain(to);
    expect(shown({ flags: { AGETRANSFERUP3: false } })).not.toContain(to);
    expect(shown({ member: { type: 1, toUpline: null } })).not.toContain(to);
    expect(shown({ member: { type: 1, toUpline: '' } })).not.toContain(to);
    expect(shown({ member: { type: 2, toUpline: 'upline_1' } })).not.toContain(to);
    expect(shown({ member: null })).not.toContain(to);
  });

  it('mission activity: the MISSION promotion', () => {
    expect(shown({})).toContain('/m/leaderBoard');
    expect(shown({ mission: false })).not.toContain('/m/leaderBoard');
    expect(shown({ mission: false })).toHaveLength(12);
    // REFERRAL is not its gate.
    expect(shown({ referral: false })).toContain('/m/leaderBoard');
  });

  it('a guest sees the entries the site opens, without the agency center and the transfer to upline', () => {
    expect(shown({ member: null })).toHaveLength(11);
    expect(shown({ member: null })).not.toContain('/m/agent');
  });
});

describe('the quick tiles (accounts §2)', () => {
  const tiles = (switches: Switches) => visibleTiles(facts(switches)).map((tile) => tile.key);

  it('are benefits, download, deposit, withdraw, invite friends and security, in that order', () => {
    expect(quickTiles.map((tile) => tile.key)).toEqual(['benefits', 'download', 'deposit', 'withdraw', 'invite', 'security']);
    expect(tiles({})).toEqual(['benefits', 'download', 'deposit', 'withdraw', 'invite', 'security']);
  });

  it('member benefits: only with VIP benefits on', () => {
    expect(tiles({ vip: false })).toEqual(['download', 'deposit', 'withdraw', 'invite', 'security']);
  });

  it('download: only while the download bar offers this device something', () => {
    expect(tiles({ download: false })).toEqual(['benefits', 'deposit', 'withdraw', 'invite', 'security']);
  });

  it('invite friends shows without REFERRAL too (its tap then shows the contact-service notice)', () => {
    expect(tiles({ referral: false })).toContain('invite');
  });
});

describe('whole days since joining', () => {
  const day = 86_400_000;
  const joined = Date.UTC(2026, 0, 10, 15, 30);

  it('counts whole days: 0 until a full day has passed, then 1, and so on', () => {
    expect(wholeDaysSince(joined, joined)).toBe(0);
    expect(wholeDaysSince(joined, joined + day - 1)).toBe(0);
    expect(wholeDaysSince(joined, joined + day)).toBe(1);
    expect(wholeDaysSince(joined, joined + 2 * day - 1)).toBe(1);
    expect(wholeDaysSince(joined, joined + 30 * day)).toBe(30);
    expect(wholeDaysSince(joined, joined + 365 * day + 1)).toBe(365);
  });

  it('is never negative when the device clock is behind the platform', () => {
    expect(wholeDaysSince(joined, joined - 1)).toBe(0);
    expect(wholeDaysSince(joined, joined - 5 * day)).toBe(0);
  });
});
