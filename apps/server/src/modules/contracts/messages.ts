import { type ContractKind, formatMinor, type RunStatus } from '@lotto/contract';
import type { SiteCtx } from '../../context.js';
import { sendOperatorMessage } from '../inbox/index.js';

/**
 * The inbox messages of a period's payment or shortfall, to the sub-agent and to the upline
 * who pays (a top agent's payer is the site: only the agent hears). The ref (contract, period,
 * side) makes a second write of the same message write nothing.
 */

const KIND = {
  EN: { daily: 'daily salary', dividend: 'dividend', hourly: 'hourly salary' },
  MY: { daily: 'နေ့စား လစာ', dividend: 'အမြတ်ဝေစု', hourly: 'နာရီစား လစာ' },
} as const;

export interface RunNotice {
  contractId: number;
  kind: ContractKind;
  period: string;
  status: RunStatus;
  dueMinor: number;
  paidMinor: number;
  member: { id: number; username: string };
  payer: { id: number; username: string } | null;
}

const money = (ctx: SiteCtx, minor: number) => `${ctx.site.currencySymbol} ${formatMinor(minor)}`;

const textsFor = (ctx: SiteCtx, n: RunNotice, side: 'member' | 'payer') => {
  const paid = money(ctx, n.paidMinor);
  const due = money(ctx, n.dueMinor);
  const who = side === 'member' ? (n.payer?.username ?? '') : n.member.username;
  const en = KIND.EN[n.kind];
  const my = KIND.MY[n.kind];
  const full = n.status === 'issued';
  return {
    EN: {
      title: full ? `${en} paid (${n.period})` : `${en} short (${n.period})`,
      content:
        side === 'member'
          ? `<p>Your ${en} for ${n.period}: ${paid} paid of ${due} due.</p>`
          : `<p>The ${en} of ${who} for ${n.period}: ${paid} paid from your balance of ${due} due.${full ? '' : ' Your balance was short.'}</p>`,
    },
    MY: {
      title: full ? `${my} ပေးချေပြီး (${n.period})` : `${my} မပြည့် (${n.period})`,
      content:
        side === 'member'
          ? `<p>${n.period} အတွက် သင်၏ ${my}- ပေးရန် ${due} အနက် ${paid} ပေးချေပြီး။</p>`
          : `<p>${n.period} အတွက် ${who} ၏ ${my}- ပေးရန် ${due} အနက် ${paid} ကို သင့်လက်ကျန်မှ ပေးချေပြီး။${full ? '' : ' သင့်လက်ကျန်ငွေ မလုံလောက်ပါ။'}</p>`,
    },
  };
};

/** Writes the messages of a run that paid something or fell short (not of one not reached). */
export const notifyRun = async (ctx: SiteCtx, n: RunNotice): Promise<void> => {
  if (n.status === 'not_reached') return;
  const ref = `contract:${n.contractId}:${n.period}`;
  await sendOperatorMessage(ctx, {
    to: { memberId: n.member.id },
    texts: textsFor(ctx, n, 'member'),
    ref: `${ref}:member`,
  });
  if (n.payer)
    await sendOperatorMessage(ctx, {
      to: { memberId: n.payer.id },
      texts: textsFor(ctx, n, 'payer'),
      ref: `${ref}:payer`,
    });
};
