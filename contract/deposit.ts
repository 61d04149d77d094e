import { z } from 'zod/mini';

/*
 * Deposits (issue 36; the spec names /m/voucherCenter and dep_func, not the calls, so the paths are
 * ours: contract/paths.ts). Money is a number of the channel's currency with at most 2 decimals.
 */

const money = z.number();
const boundedText = (max: number) => z.string().check(z.maxLength(max));

/** How a channel is paid: the screen groups channels by it, and shows payee details or a QR code. */
export const depositGroups = ['bank', 'ewallet', 'qr', 'crypto'] as const;
export const depositGroupSchema = z.enum(depositGroups);
export type DepositGroup = z.infer<typeof depositGroupSchema>;

/** Where the player sends the money: an account (bank, e-wallet) or an address (QR, crypto). */
export const depositPayeeSchema = z.union([
  z.object({ kind: z.literal('account'), bankName: boundedText(80), accountName: boundedText(80), accountNumber: boundedText(40) }),
  z.object({ kind: z.literal('address'), address: boundedText(120), network: z.optional(boundedText(40)) }),
]);
export type DepositPayee = z.infer<typeof depositPayeeSchema>;

/** One way to deposit, with its bounds, fee, bonus and preset amounts. */
export const depositChannelSchema = z.object({
  id: z.int(),
  group: depositGroupSchema,
  name: boundedText(80),
  currency: boundedText(8),
  minAmount: money,
  maxAmount: money,
  /** Taken from the amount: percent of it plus a fixed part. */
  feePercent: z.number(),
  feeFixed: money,
  /** The promotion bonus on the amount, in percent (0: none). */
  bonusPercent: z.number(),
  /** How long the operator takes to credit, in minutes. */
  processingMinutes: z.int(),
  presets: z.array(money),
  /** The USDT network of a crypto channel, named before the player pays. */
  network: z.optional(boundedText(40)),
});
export type DepositChannel = z.infer<typeof depositChannelSchema>;

/** `GET` deposit channels. */
export const depositChannelsSchema = z.object({ channels: z.array(depositChannelSchema) });
export type DepositChannels = z.infer<typeof depositChannelsSchema>;

/**
 * `POST` a deposit order. The request's `Idempotency-Key` header makes a retry, a double tap or a
 * reload answer the same order instead of a second one.
 */
export const depositRequestSchema = z.object({
  channelId: z.int().check(z.positive(), z.maximum(2_147_483_647)),
  amount: z.number().check(z.positive(), z.maximum(1_000_000_000)),
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;
export const idempotencyKeyHeader = 'Idempotency-Key';
/** A client-made key: 16 to 64 letters, digits, `-` or `_` (a UUID fits). */
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));

export const depositStatuses = ['pending', 'credited', 'rejected', 'cancelled'] as const;
export const depositStatusSchema = z.enum(depositStatuses);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

/** A deposit order as the player sees it. */
export const depositOrderSchema = z.object({
  id: z.int(),
  /** What the player writes in the transfer's note, so the operator can match it. */
  reference: boundedText(32),
  status: depositStatusSchema,
  channelId: z.int(),
  group: depositGroupSchema,
  channelName: boundedText(80),
  currency: boundedText(8),
  amount: money,
  fee: money,
  bonus: money,
  /** amount − fee + bonus: what the wallet gets on approval. */
  credited: money,
  payee: depositPayeeSchema,
  createdAt: z.int(),
  decidedAt: z.optional(z.int()),
  /** Why the operator rejected it. */
  reason: z.optional(boundedText(200)),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

/** `GET` one order (`?id=`), which the screen polls while it is pending. */
/** Up to 9 digits: order ids are int4, and a larger number is no order. */
export const depositOrderQuerySchema = z.object({ id: z.string().check(z.regex(/^\d{1,9}$/)) });
