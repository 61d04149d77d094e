import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgentMenuItem, AgentMenuWhitelist } from '../../../contract';
import {
  BettingIcon,
  MailIcon,
  OverviewIcon,
  ProfitIcon,
  RebateIcon,
  RecordIcon,
  RedRainIcon,
  SecurityIcon,
  TeamIcon,
  TeamRebateIcon,
} from './icons';

export type AgentTile = {
  item: AgentMenuItem;
  label: MessageDescriptor;
  icon: ReactNode;
  to:
    | '/m/agent/team/overview'
    | '/m/transaction/record'
    | '/m/member/team'
    | '/m/redRain'
    | '/m/agent/team/pnl'
    | '/m/teamBetting'
    | '/m/member/agent/agentRebeat'
    | '/m/member/teamRebate'
    | '/m/securityCenter'
    | '/m/webEmail';
  /** The account record shows the agent's own records (`?types=A`). */
  search?: { types: 'A' };
};

/** The navigation tiles of accounts §2 agent home, in its order; one per whitelist item. */
export const agentTiles: readonly AgentTile[] = [
  { item: 'TEAM_OVERVIEW', label: msg`Team overview`, icon: <OverviewIcon />, to: '/m/agent/team/overview' },
  { item: 'TEAM_TRANSACTIONS', label: msg`Account record`, icon: <RecordIcon />, to: '/m/transaction/record', search: { types: 'A' } },
  { item: 'TEAM_MANAGEMENT', label: msg`Team management`, icon: <TeamIcon />, to: '/m/member/team' },
  { item: 'RED_RAIN', label: msg`Red envelope rain`, icon: <RedRainIcon />, to: '/m/redRain' },
  { item: 'TEAM_PNL', label: msg`Team profit and loss`, icon: <ProfitIcon />, to: '/m/agent/team/pnl' },
  { item: 'TEAM_BETTING', label: msg`Team betting`, icon: <BettingIcon />, to: '/m/teamBetting' },
  { item: 'AGENT_REBATE', label: msg`Agent rebate`, icon: <RebateIcon />, to: '/m/member/agent/agentRebeat' },
  { item: 'TEAM_REBATE', label: msg`Team rebate`, icon: <TeamRebateIcon />, to: '/m/member/teamRebate' },
  { item: 'SECURITY_CENTER', label: msg`Security center`, icon: <SecurityIcon />, to: '/m/securityCenter' },
  { item: 'MESSAGES', label: msg`Message center`, icon: <MailIcon />, to: '/m/webEmail' },
];

/** The tiles the merchant menu whitelist allows; an item it does not name is not allowed. */
export function allowedTiles(whitelist: AgentMenuWhitelist): AgentTile[] {
  return agentTiles.filter((tile) => whitelist[tile.item] === true);
}
