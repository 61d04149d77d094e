import { z } from 'zod/mini';

/**
 * The kinds of ledger entry (issue 36): every change of a balance is one of these. The platform's
 * migrations/0010 CHECK lists the same; the account record (issue 37) names them for the player.
 */
export const ledgerKinds = [
  'deposit',
  'withdrawalHold',
  'withdrawalRelease',
  'withdrawalPayout',
  'transfer',
  'bet',
  'win',
  'rebate',
  'reward',
  'adjustment',
] as const;

export const ledgerKindSchema = z.enum(ledgerKinds);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;
