import { eq } from 'drizzle-orm';
import type { DepositGroup, DepositPayee } from '../../contract';
import { demoSiteCode } from '../constants';
import type { Database } from './database';
import { depositChannels } from './schema';

interface SeedChannel {
  group: DepositGroup;
  name: string;
  currency: string;
  minAmount: string;
  maxAmount: string;
  feePercent: string;
  feeFixed: string;
  bonusPercent: string;
  processingMinutes: number;
  /** In cents. */
  presets: number[];
  payee: DepositPayee;
}

/** The demo site's deposit channels: pesos by bank, e-wallet and QR, and USDT on TRON (issue 36). */
export const seedDepositChannels: readonly SeedChannel[] = [
  {
    group: 'bank',
    name: 'BDO bank transfer',
    currency: 'PHP',
    minAmount: '100.00',
    maxAmount: '50000.00',
    feePercent: '0',
    feeFixed: '0',
    bonusPercent: '0',
    processingMinutes: 15,
    presets: [10_000, 50_000, 100_000, 500_000],
    payee: { kind: 'account', bankName: 'BDO Unibank', accountName: 'WinPlay Demo Payments', accountNumber: '001234567890' },
  },
  {
    group: 'ewallet',
    name: 'GCash',
    currency: 'PHP',
    minAmount: '50.00',
    maxAmount: '20000.00',
    feePercent: '1.00',
    feeFixed: '0',
    bonusPercent: '0',
    processingMinutes: 5,
    presets: [5_000, 20_000, 50_000, 100_000],
    payee: { kind: 'account', bankName: 'GCash', accountName: 'WinPlay Demo Payments', accountNumber: '09175550142' },
  },
  {
    group: 'qr',
    name: 'QR Ph',
    currency: 'PHP',
    minAmount: '100.00',
    maxAmount: '30000.00',
    feePercent: '0',
    feeFixed: '10.00',
    bonusPercent: '2.00',
    processingMinutes: 10,
    presets: [20_000, 50_000, 100_000, 300_000],
    payee: { kind: 'address', address: 'QRPH:WINPLAY-DEMO:MERCHANT-000142' },
  },
  {
    group: 'crypto',
    name: 'USDT',
    currency: 'USDT',
    minAmount: '10.00',
    maxAmount: '10000.00',
    feePercent: '0',
    feeFixed: '1.00',
    bonusPercent: '3.00',
    processingMinutes: 30,
    presets: [2_000, 5_000, 10_000, 50_000],
    payee: { kind: 'address', address: 'TWinPlayDemo7pQ2vK9xL4mN8rS3tU6wY1z', network: 'TRC20' },
  },
];

/** Adds the channels when the demo site has none (seed runs at every start). */
export async function seedDeposits(db: Database): Promise<void> {
  const [existing] = await db.select({ id: depositChannels.id }).from(depositChannels).where(eq(depositChannels.merchantCode, demoSiteCode)).limit(1);
  if (existing) return;
  await db.insert(depositChannels).values(seedDepositChannels.map((channel, sort) => ({ ...channel, merchantCode: demoSiteCode, sort })));
}
