import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isAgentType, type StartupInfo, type WhitelabelFlag } from '../../../contract';

/*
 * The member centre's entries and what shows each (accounts §2 member center, §6). Data and pure
 * functions only: both layouts read the same table, and each row has its own test.
 */

/** Who is looking: null for a guest. `toUpline` is null until the member info is in. */
export type MemberFacts = { type: number; toUpline: string | null } | null;

/** What decides the entries: the site's switches and who is looking. */
export type GateFacts = {
  site: Pick<StartupInfo, 'whitelabel' | 'promotions' | 'features'>;
  member: MemberFacts;
  /** The download bar offers this device something (the install popup has entries or the guide). */
  downloadOffered: boolean;
};

export type Gate =
  | { kind: 'always' }
  | { kind: 'whitelabel'; flag: WhitelabelFlag }
  | { kind: 'promotion'; code: 'REFERRAL' | 'MISSION' }
  | { kind: 'vipBenefits' }
  | { kind: 'agentType' }
  | { kind: 'transferToUpline' }
  | { kind: 'downloadOffered' };

/** The member type that never sees transfer to upline (accounts §6). */
export const noUplineTransferType = 2;

export function gateOpen(gate: Gate, { site, member, downloadOffered }: GateFacts): boolean {
  switch (gate.kind) {
    case 'always':
      return true;
    case 'whitelabel':
      return site.whitelabel[gate.flag] === true;
    case 'promotion':
      return site.promotions[gate.code] === true;
    case 'vipBenefits':
      return site.features.vipBenefits;
    case 'agentType':
      return member !== null && isAgentType(member.type);
    case 'transferToUpline':
      return (
        site.whitelabel.AGETRANSFERUP3 === true &&
        member !== null &&
        member.toUpline !== null &&
        member.toUpline !== '' &&
        member.type !== noUplineTransferType
      );
    case 'downloadOffered':
      return downloadOffered;
  }
}

export type MenuPath =
  | '/m/agent'
  | '/m/vouReport'
  | '/m/withdrawReport'
  | '/m/transaction/record'
  | '/m/gameRecord'
  | '/m/profitandloss'
  | '/m/upLine/transfer'
  | '/m/rewardCenter'
  | '/m/member/manualRebate'
  | '/m/leaderBoard'
  | '/m/member/rebateReport'
  | '/m/webEmail'
  | '/m/feedback';

export type MenuEntry = { key: string; to: MenuPath; label: MessageDescriptor; gate: Gate };

/** The 13 entries of the spec's table, in its order. */
export const memberMenu: readonly MenuEntry[] = [
  { key: 'agency', to: '/m/agent', label: msg`Agency center`, gate: { kind: 'agentType' } },
  { key: 'depositRecord', to: '/m/vouReport', label: msg`Deposit record`, gate: { kind: 'whitelabel', flag: 'DEPRECM3' } },
  { key: 'withdrawRecord', to: '/m/withdrawReport', label: msg`Withdraw record`, gate: { kind: 'whitelabel', flag: 'WITHREC3' } },
  { key: 'accountRecord', to: '/m/transaction/record', label: msg`Account record`, gate: { kind: 'whitelabel', flag: 'TRANSREC3' } },
  { key: 'bettingRecord', to: '/m/gameRecord', label: msg`Betting record`, gate: { kind: 'whitelabel', flag: 'TRANSBETREPMEM3' } },
  { key: 'profitAndLoss', to: '/m/profitandloss', label: msg`Profit and loss`, gate: { kind: 'whitelabel', flag: 'PERSREP' } },
  { key: 'transferToUpline', to: '/m/upLine/transfer', label: msg`Transfer to upline`, gate: { kind: 'transferToUpline' } },
  { key: 'rewardsCentre', to: '/m/rewardCenter', label: msg`Rewards center`, gate: { kind: 'whitelabel', flag: 'REWCEN3' } },
  { key: 'manualRebate', to: '/m/member/manualRebate', label: msg`Manual rebate`, gate: { kind: 'whitelabel', flag: 'MANPLAYREB3' } },
  { key: 'missionActivity', to: '/m/leaderBoard', label: msg`Mission activity`, gate: { kind: 'promotion', code: 'MISSION' } },
  { key: 'myRebate', to: '/m/member/rebateReport', label: msg`My rebate`, gate: { kind: 'whitelabel', flag: 'PLYRBT' } },
  { key: 'inbox', to: '/m/webEmail', label: msg`Inbox`, gate: { kind: 'whitelabel', flag: 'MAILCEN' } },
  { key: 'feedback', to: '/m/feedback', label: msg`Feedback`, gate: { kind: 'whitelabel', flag: 'FEEDBACK3' } },
];

/** What a quick tile does: go to a page of the app, open the install popup, or invite friends. */
export type TileAction =
  | { kind: 'navigate'; to: '/m/member/benefits' | '/m/voucherCenter' | '/m/withdraw' | '/m/securityCenter' }
  | { kind: 'installPopup' }
  | { kind: 'inviteFriends' };

export type QuickTile = { key: string; label: MessageDescriptor; action: TileAction; gate: Gate };

/** The quick tiles, in the spec's order. */
export const quickTiles: readonly QuickTile[] = [
  { key: 'benefits', label: msg`Member benefits`, action: { kind: 'navigate', to: '/m/member/benefits' }, gate: { kind: 'vipBenefits' } },
  { key: 'download', label: msg`Download app`, action: { kind: 'installPopup' }, gate: { kind: 'downloadOffered' } },
  { key: 'deposit', label: msg`Deposit`, action: { kind: 'navigate', to: '/m/voucherCenter' }, gate: { kind: 'always' } },
  { key: 'withdraw', label: msg`Withdraw`, action: { kind: 'navigate', to: '/m/withdraw' }, gate: { kind: 'always' } },
  { key: 'invite', label: msg`Invite friends`, action: { kind: 'inviteFriends' }, gate: { kind: 'always' } },
  { key: 'security', label: msg`Security center`, action: { kind: 'navigate', to: '/m/securityCenter' }, gate: { kind: 'always' } },
];

/** The menu entries these facts show, in the table's order. */
export function visibleMenu(facts: GateFacts): MenuEntry[] {
  return memberMenu.filter((entry) => gateOpen(entry.gate, facts));
}

export function visibleTiles(facts: GateFacts): QuickTile[] {
  return quickTiles.filter((tile) => gateOpen(tile.gate, facts));
}

/**
 * Invite friends with the REFERRAL promotion opens its page; without it, a tap shows the
 * contact-service notice instead (accounts §2, §8).
 */
export function inviteFriendsOpen(site: GateFacts['site']): boolean {
  return site.promotions.REFERRAL === true;
}

/** The info panel leads to the VIP benefits only when the site has them on (accounts §2). */
export function benefitsOpen(site: GateFacts['site']): boolean {
  return site.features.vipBenefits;
}

const dayMs = 86_400_000;

/** Whole days from `regDate` (epoch ms) to `now`; never negative (a clock behind the platform's). */
export function wholeDaysSince(regDate: number, now: number): number {
  return Math.max(0, Math.floor((now - regDate) / dayMs));
}
