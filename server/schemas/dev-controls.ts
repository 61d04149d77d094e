import { z } from 'zod/mini';
import { contractKindSchema, depositOrderSchema } from '../../contract';

/*
 * The reference platform's dev controls (`/dev/*`): what QA and the e2e tests use to read the SMS
 * and mail outboxes, answer captchas and reset the site. Never part of the /wps contract.
 */

/** Dev-control paths of the reference platform. */
export const devControlPaths = {
  sms: '/dev/sms',
  site: '/dev/site',
  reset: '/dev/reset',
  captcha: '/dev/captcha',
  mail: '/dev/mail',
  session: '/dev/session',
  cspReports: '/dev/csp-reports',
  vitals: '/dev/vitals',
  /** `PUT /dev/members/:account`: a seeded member's type, upline, VIP level and waiting contracts. */
  members: '/dev/members',
  /** `GET`: the pending deposit orders; `POST /dev/deposits/decide`: approve or reject one. */
  deposits: '/dev/deposits',
  decideDeposit: '/dev/deposits/decide',
} as const;

/** `GET /dev/deposits`: the pending orders, oldest first, with their member. */
export const devPendingDepositsSchema = z.array(z.extend(depositOrderSchema, { memberId: z.int() }));

/** `POST /dev/deposits/decide`: the operator's answer to a pending order. */
export const devDepositDecisionSchema = z.discriminatedUnion('decision', [
  z.strictObject({ id: z.int().check(z.positive(), z.maximum(2_147_483_647)), decision: z.literal('approve') }),
  z.strictObject({ id: z.int().check(z.positive(), z.maximum(2_147_483_647)), decision: z.literal('reject'), reason: z.string().check(z.minLength(1), z.maxLength(200)) }),
]);
export const devDepositDecidedSchema = z.object({ id: z.int(), decided: z.literal(true) });

/** `GET /dev/sms`: the SMS outbox of the reference platform, newest first. */
export const smsOutboxEntrySchema = z.object({
  mobile: z.string(),
  code: z.string(),
  moduleId: z.string(),
  sentAt: z.int(),
});
export const smsOutboxSchema = z.array(smsOutboxEntrySchema);

/** `GET /dev/captcha?key=`: the answer of an issued captcha, so QA and e2e can pass it. */
export const devCaptchaSchema = z.object({ captchaKey: z.string(), code: z.string() });

/** `GET /dev/captcha` query. */
export const devCaptchaQuerySchema = z.object({ key: z.string().check(z.minLength(1), z.maxLength(64)) });

/** `POST /dev/reset`: the platform is back to its seed. */
export const devResetResponseSchema = z.object({ reset: z.literal(true) });

/** `GET /dev/mail`: the e-mail outbox of the reference platform, newest first. */
export const mailOutboxEntrySchema = z.object({
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: z.int(),
});
export const mailOutboxSchema = z.array(mailOutboxEntrySchema);

/**
 * `POST /dev/session`: a signed-in session for a seeded account without the login form, for tests
 * that are not about logging in. The value is the login value (`loginResponseSchema`).
 */
export const devSessionRequestSchema = z.object({ account: z.string().check(z.minLength(1), z.maxLength(64)) });

/**
 * `PUT /dev/members/:account`: what QA and the e2e tests change on a demo member to walk every gate
 * without new accounts. Each part is optional; `pendingContracts` lists the kinds that then wait for
 * an answer (a fresh offer where none waits) and withdraws the waiting offers of every other kind
 * (`[]`: none waits). `POST /dev/reset` restores the seed.
 */
export const devMemberRequestSchema = z.strictObject({
  type: z.optional(z.int().check(z.nonnegative(), z.maximum(99))),
  toUpline: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(64)))),
  vipLevel: z.optional(z.nullable(z.string().check(z.minLength(1), z.maxLength(32)))),
  pendingContracts: z.optional(z.array(contractKindSchema).check(z.maxLength(3))),
});
export type DevMemberRequest = z.infer<typeof devMemberRequestSchema>;

/** The member as the dev control left it. */
export const devMemberSchema = z.object({
  account: z.string(),
  type: z.int(),
  toUpline: z.nullable(z.string()),
  vipLevel: z.nullable(z.string()),
  pendingContracts: z.array(contractKindSchema),
});
