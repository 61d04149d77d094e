import { z } from 'zod/mini';
import { cdnPathSchema } from './content';

/** `GET /wps/member/info` (accounts §3 member info). */
export const memberInfoSchema = z.object({
  id: z.int(),
  nickname: z.nullable(z.string()),
  account: z.string(),
  type: z.int(),
  toUpline: z.nullable(z.string()),
  regDate: z.int(),
  vipLevel: z.nullable(z.string()),
  /** The chosen head icon, relative to an image CDN; null: the default face. */
  headIcon: z.nullable(cdnPathSchema),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** `GET /wps/wallets/balance`. */
export const walletSchema = z.object({ sumBalance: z.number() });
export type Wallet = z.infer<typeof walletSchema>;

/** Member types that are not agents (accounts §6). */
export const nonAgentTypes: readonly number[] = [0, 4, 40];
export const blockedMemberType = 4;
export const trialMemberType = 40;
export function isAgentType(type: number): boolean {
  return !nonAgentTypes.includes(type);
}
