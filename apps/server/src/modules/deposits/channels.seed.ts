import type { SiteCtx } from '../../context.js';
import { ensureChannel, findBankAccounts, insertBankAccount } from './deposits.repository.js';

/**
 * A site's deposit channels as an operator would set them up: a bank transfer to the operator's
 * receiving accounts, a payment gateway and an e-wallet QR (both the demo gateway), in the
 * wallet's currency. Again for the same site adds nothing.
 */
export interface ChannelSetup {
  code: string;
  kind: 'bank' | 'gateway' | 'ewallet';
  gateway: string | null;
  name: { EN: string; MY: string };
  minMinor: number;
  maxMinor: number;
  dailyMinor: number;
  opensMinute?: number;
  closesMinute?: number;
  bankAccounts?: { bankName: string; accountName: string; accountNumber: string }[];
}

export const DEMO_CHANNELS: readonly ChannelSetup[] = [
  {
    code: 'bank',
    kind: 'bank',
    gateway: null,
    name: { EN: 'Bank transfer', MY: 'ဘဏ်ငွေလွှဲ' },
    minMinor: 10_000,
    maxMinor: 50_000_000,
    dailyMinor: 100_000_000,
    bankAccounts: [
      {
        bankName: 'KBZ Bank',
        accountName: 'Lotto Demo Co., Ltd.',
        accountNumber: '0993 0120 4455 8801',
      },
      {
        bankName: 'AYA Bank',
        accountName: 'Lotto Demo Co., Ltd.',
        accountNumber: '0200 3388 1177 6620',
      },
    ],
  },
  {
    code: 'gateway',
    kind: 'gateway',
    gateway: 'demo',
    name: { EN: 'Online payment', MY: 'အွန်လိုင်း ငွေပေးချေမှု' },
    minMinor: 5_000,
    maxMinor: 10_000_000,
    dailyMinor: 30_000_000,
  },
  {
    code: 'ewallet',
    kind: 'ewallet',
    gateway: 'demo',
    name: { EN: 'E-wallet QR', MY: 'အီး-ဝေါလက် QR' },
    minMinor: 1_000,
    maxMinor: 5_000_000,
    dailyMinor: 20_000_000,
  },
];

export const setUpDepositChannels = async (
  ctx: SiteCtx,
  channels: readonly ChannelSetup[] = DEMO_CHANNELS,
): Promise<number[]> => {
  const ids: number[] = [];
  for (const [i, c] of channels.entries()) {
    const id = await ensureChannel(ctx.db, {
      merchant_id: ctx.site.id,
      code: c.code,
      kind: c.kind,
      gateway: c.gateway,
      name_en: c.name.EN,
      name_my: c.name.MY,
      currency: ctx.site.currency,
      min_minor: c.minMinor,
      max_minor: c.maxMinor,
      daily_minor: c.dailyMinor,
      opens_minute: c.opensMinute ?? 0,
      closes_minute: c.closesMinute ?? 1440,
      sort_order: i + 1,
    });
    ids.push(id);
    if ((await findBankAccounts(ctx.db, [id])).length > 0) continue;
    for (const [j, a] of (c.bankAccounts ?? []).entries()) {
      await insertBankAccount(ctx.db, {
        channel_id: id,
        bank_name: a.bankName,
        account_name: a.accountName,
        account_number: a.accountNumber,
        sort_order: j + 1,
      });
    }
  }
  return ids;
};
